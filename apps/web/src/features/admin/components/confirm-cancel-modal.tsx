import { MSG } from '@fitthali/domain/messages';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
  return (
    <ConfirmDialog
      open={subscription !== null}
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
