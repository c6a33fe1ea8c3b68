import { MSG } from '@fitthali/domain/messages';
import { useRef } from 'react';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { Modal } from '../../../components/ui/modal';
import type { AdminSubscription } from '../api/types';
import { subscriberName } from '../lib/display';

type Props = {
  subscription: AdminSubscription | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Are you sure you want to cancel this subscription?' with 'No' and 'Yes, Cancel'. */
export function ConfirmCancelModal({ subscription, busy, onConfirm, onClose }: Props) {
  // The safe answer has the focus, so an Enter pressed by habit cancels nothing.
  const noRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={subscription !== null}
      onClose={busy ? () => {} : onClose}
      role="alertdialog"
      title="Cancel subscription"
      description={
        <>
          <p>{MSG.cancelSubscriptionConfirm}</p>
          {subscription ? (
            <p className="confirm-detail">
              {subscription.plan} · {subscriberName(subscription.user)}
            </p>
          ) : null}
        </>
      }
      initialFocusRef={noRef}
      showClose={false}
    >
      <ConfirmActions
        cancelRef={noRef}
        cancelLabel="No"
        onCancel={onClose}
        onConfirm={onConfirm}
        busy={busy}
      >
        {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
        Yes, Cancel
      </ConfirmActions>
    </Modal>
  );
}
