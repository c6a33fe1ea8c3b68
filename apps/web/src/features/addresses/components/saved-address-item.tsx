import { addressOneLine } from '@fitthali/domain/address-line';
import { PencilIcon, TrashIcon } from '../../../components/ui/page-icons';
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
  return (
    <li className="address-item" data-selected={selected || undefined}>
      <label className="address-item__choice">
        <input type="radio" name="delivery-address" checked={selected} onChange={onSelect} />
        <span className="address-item__text">{text}</span>
      </label>
      <div className="address-item__actions">
        <button
          type="button"
          className="icon-btn"
          aria-label={`Edit address: ${text}`}
          onClick={onEdit}
          disabled={busy}
        >
          <PencilIcon size={18} />
        </button>
        <button
          type="button"
          className="icon-btn icon-btn--danger"
          aria-label={`Delete address: ${text}`}
          onClick={onDelete}
          disabled={busy}
        >
          {busy ? (
            <span className="spinner spinner--sm" aria-hidden="true" />
          ) : (
            <TrashIcon size={18} />
          )}
        </button>
      </div>
    </li>
  );
}
