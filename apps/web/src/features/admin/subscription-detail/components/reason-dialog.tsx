import { cutOffPassedMessage, DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BusyButton } from '../../../../components/ui/busy-button';
import { FieldError } from '../../../../components/ui/field-error';
import { Modal } from '../../../../components/ui/modal';
import type { PendingChange } from '../hooks/use-order-changes';
import { deliveryActionTitle } from '../lib/change-messages';

type Props = {
  pending: PendingChange | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

// The server keeps up to 500 characters (DELIVERY_MSG.reasonTooLong).
const REASON_LIMIT = 500;

/**
 * Asks why before a miss, or before changing a delivery after the customer's cut-off (decision
 * 68). The reason is required, checked here with the server's own sentence, and kept in the
 * order's trail; a refusal from the server shows in the dialog.
 */
export function ReasonDialog({ pending, busy, onConfirm, onClose }: Props) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const required =
    pending?.why === 'missed' ? DELIVERY_MSG.missedNeedsReason : DELIVERY_MSG.overrideNeedsReason;

  function close() {
    setReason('');
    setMissing(false);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onConfirm(reason.trim());
  }

  const errorId = `${id}-error`;
  return (
    <Modal
      open={pending !== null}
      onClose={close}
      title={pending ? deliveryActionTitle(pending.delivery, pending.action) : ''}
      description={
        pending?.why === 'cutoff'
          ? `${cutOffPassedMessage(new Date(pending.delivery.changeUntil))} An admin may still change it, with a reason the order’s trail keeps.`
          : 'Say what went wrong; the order’s trail keeps it.'
      }
      size="md"
      initialFocusRef={field}
    >
      <form className="order-reason" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reason`}>
            Reason
          </label>
          <textarea
            ref={field}
            id={`${id}-reason`}
            className="field__input"
            rows={3}
            required
            maxLength={REASON_LIMIT}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? errorId : undefined}
          />
          <FieldError id={errorId} error={missing ? required : null} />
        </div>
        <div role="alert">
          {pending?.problem ? (
            <p className="form-alert form-alert--error">{pending.problem}</p>
          ) : null}
        </div>
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={close}>
            Cancel
          </button>
          <BusyButton type="submit" className="btn btn--primary" busy={busy}>
            Confirm
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
