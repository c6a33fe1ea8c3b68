import { MSG } from '@fitthali/domain/messages';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

type Props = {
  open: boolean;
  title: string;
  /** What is cancelled, under SPEC §2.15's question. */
  detail: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Are you sure you want to cancel this subscription?' with 'No' and 'Yes, Cancel'. */
export function ConfirmCancelModal({ open, title, detail, busy, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      description={
        <>
          <p>{MSG.cancelSubscriptionConfirm}</p>
          {detail}
        </>
      }
      cancelLabel="No"
      confirmLabel={
        <>
          {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
          Yes, Cancel
        </>
      }
      busy={busy}
      onCancel={onClose}
      onConfirm={onConfirm}
    />
  );
}
