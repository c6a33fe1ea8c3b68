import type { Address } from '@fitthali/domain/address';
import { Modal } from '../../../components/ui/modal';
import { hasCoordinates, mapsLink } from '../lib/display';
import { ModalCloseRow } from './modal-close-row';

type Props = { address: Address | null; open: boolean; onClose: () => void };

/** 'View Address' (SPEC §2.15): At, PO, Dist, PIN and, when stored, the coordinates and a map. */
export function AddressModal({ address, open, onClose }: Props) {
  const withCoordinates = hasCoordinates(address);
  return (
    <Modal open={open} onClose={onClose} title="Full Address" showClose={false}>
      {address ? (
        <>
          <dl className="admin-address-list">
            <dt>At</dt>
            <dd>{address.at || '-'}</dd>
            <dt>PO</dt>
            <dd>{address.po || '-'}</dd>
            <dt>Dist</dt>
            <dd>{address.dist || '-'}</dd>
            <dt>PIN</dt>
            <dd>{address.pin || '-'}</dd>
            {withCoordinates ? (
              <>
                <dt>Lat</dt>
                <dd>{address.lat}</dd>
                <dt>Lng</dt>
                <dd>{address.lng}</dd>
              </>
            ) : null}
          </dl>
          {withCoordinates ? (
            <a
              className="btn btn--primary btn--block address-map-link"
              href={mapsLink(address)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open in Google Maps
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
        </>
      ) : (
        <p className="calendar-empty">No address on this subscription.</p>
      )}
      <ModalCloseRow onClose={onClose} />
    </Modal>
  );
}
