import { addressOneLine } from '@fitthali/domain/address-line';
import type { ReactNode } from 'react';
import { PencilIcon, TrashIcon } from '../../../components/ui/page-icons';
import { useT } from '../../../i18n/messages';
import type { SavedAddress } from '../api/types';

type Props = {
  address: SavedAddress;
  selected: boolean;
  /** Being deleted: its buttons wait. */
  busy: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One address of the book: a radio to deliver there, with edit and delete. */
export function SavedAddressItem({ address, selected, busy, onSelect, onEdit, onDelete }: Props) {
  const text = addressOneLine(address);
  const t = useT('order');
  return (
    <li className="address-item" data-selected={selected || undefined}>
      <label className="address-item__choice">
        <input type="radio" name="delivery-address" checked={selected} onChange={onSelect} />
        <span className="address-item__text">{text}</span>
      </label>
      <div className="address-item__actions">
        <AddressAction
          label={t('Edit address: {address}', { address: text })}
          onClick={onEdit}
          busy={busy}
        >
          <PencilIcon size={18} />
        </AddressAction>
        <AddressAction
          label={t('Delete address: {address}', { address: text })}
          onClick={onDelete}
          busy={busy}
          danger
        >
          {busy ? (
            <span className="spinner spinner--sm" aria-hidden="true" />
          ) : (
            <TrashIcon size={18} />
          )}
        </AddressAction>
      </div>
    </li>
  );
}

/** An icon button acting on the address, named by what it does and the address it does it to. */
function AddressAction({
  label,
  onClick,
  busy,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  busy: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={danger ? 'icon-btn icon-btn--danger' : 'icon-btn'}
      aria-label={label}
      onClick={onClick}
      disabled={busy}
    >
      {children}
    </button>
  );
}
