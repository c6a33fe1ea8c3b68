import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { FieldError } from '../../../components/ui/field-error';
import { Modal } from '../../../components/ui/modal';

type Props = {
  /** The customer whose meal did not arrive; null keeps the dialog closed. */
  customer: string | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Asks why a delivery was missed; the reason is required, as the server requires it. */
export function MissedDialog({ customer, busy, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(DELIVERY_MSG.missedNeedsReason);
      fieldRef.current?.focus();
      return;
    }
    onConfirm(text);
  };
  const close = () => {
    setReason('');
    setError('');
    onClose();
  };

  return (
    <Modal
      open={customer !== null}
      onClose={busy ? () => {} : close}
      title="Missed delivery"
      description={<p>What went wrong with {customer}’s meal?</p>}
      initialFocusRef={fieldRef}
    >
      <form onSubmit={submit} noValidate>
        <div className="admin-field">
          <label htmlFor={fieldId}>Reason</label>
          <textarea
            ref={fieldRef}
            id={fieldId}
            rows={3}
            maxLength={500}
            value={reason}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError('');
            }}
          />
          <FieldError id={errorId} error={error} />
        </div>
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={close} disabled={busy}>
            Cancel
          </button>
          <BusyButton type="submit" className="btn btn--danger" busy={busy}>
            Mark missed
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
