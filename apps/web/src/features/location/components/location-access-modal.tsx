import { LOCATION_MSG } from '@fitthali/domain/location-messages';
import { useRef } from 'react';
import { CrosshairIcon } from '../../../components/ui/action-icons';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../i18n/messages';

type Props = { open: boolean; onAllow: () => void; onDeny: () => void };

/** SPEC §2.3: 'Allow Location Access' with its one sentence, Allow and Deny. */
export function LocationAccessModal({ open, onAllow, onDeny }: Props) {
  const allowRef = useRef<HTMLButtonElement>(null);
  const t = useT('chrome');
  return (
    <Modal
      open={open}
      onClose={onDeny}
      title={t('Allow Location Access')}
      description={<p>{t(LOCATION_MSG.locationPrompt)}</p>}
      initialFocusRef={allowRef}
      showClose={false}
      icon={<CrosshairIcon size={26} />}
    >
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onDeny}>
          {t('Deny')}
        </button>
        <button ref={allowRef} type="button" className="btn btn--primary" onClick={onAllow}>
          {t('Allow')}
        </button>
      </div>
    </Modal>
  );
}
