import { MSG } from '@fitthali/domain/messages';
import { REFUND_MSG } from '@fitthali/domain/refund-messages';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ApiError } from '../../../../lib/api-client';
import { formatRupees } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { issueRefundAsCredit } from '../api/failed-refunds';

/**
 * "Issue as credit instead" for a refund the gateway kept failing (decision 98), behind a
 * confirmation: the customer gets meal credits worth the amount and the refund reads credited.
 * Used on the failed-refunds list and on the order's refunds.
 */
export function IssueAsCreditButton({
  refund,
  orderNumber,
}: {
  refund: { _id: string; amount: number };
  orderNumber: string;
}) {
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function issue() {
    setBusy(true);
    try {
      const answer = await issueRefundAsCredit(refund._id);
      toast.success(
        `${REFUND_MSG.refundCredited} ${answer.creditsAdded} meal credits for ${orderNumber}.`,
      );
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.serverMessage ? err.serverMessage : MSG.loginError,
      );
    } finally {
      setBusy(false);
      setAsking(false);
      await revalidator.revalidate();
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={busy}
        aria-label={`Issue the refund of ${formatRupees(refund.amount)} for ${orderNumber} as meal credit instead`}
        onClick={() => setAsking(true)}
      >
        Issue as credit instead
      </button>
      <ConfirmDialog
        open={asking}
        title="Issue as meal credit"
        description={
          <p>
            Give the customer meal credits worth {formatRupees(refund.amount)} for {orderNumber}{' '}
            instead of the money refund? The refund will not be sent to the bank again.
          </p>
        }
        cancelLabel="Not yet"
        confirmLabel="Issue as credit"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void issue()}
      />
    </>
  );
}
