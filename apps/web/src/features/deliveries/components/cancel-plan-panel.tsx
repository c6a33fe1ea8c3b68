import { CANCEL_MSG } from '@fitthali/domain/cancel-messages';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatRupees } from '../../../lib/format';
import { newIdempotencyKey } from '../../ordering/lib/idempotency-key';
import {
  type CancelAnswer,
  type CancellationPreview,
  cancelPlanRequest,
  previewCancellation,
} from '../api/cancel-plan';

type Props = {
  subscriptionId: string;
  busy: boolean;
  /** Runs the cancel as the page runs every change: toast, notice, then a fresh read. */
  run: (work: () => Promise<string>) => Promise<void>;
  onProblem: (err: unknown) => void;
};

/** What the customer is told once the plan is cancelled: what the money did. */
export function cancelledMessage(answer: CancelAnswer): string {
  const parts: string[] = [CANCEL_MSG.planCancelled];
  if (answer.refund) {
    parts.push(
      `${formatRupees(answer.refund.amount)} is being refunded to your original payment method.`,
    );
  }
  if (answer.creditsAdded > 0) {
    parts.push(
      `${answer.creditsAdded} meal ${answer.creditsAdded === 1 ? 'credit was' : 'credits were'} added to your profile.`,
    );
  }
  return parts.join(' ');
}

/**
 * "Cancel plan" (issue 14 point 2): the outcome is read from the server and shown in the dialog
 * before the customer confirms, in the refund policy's words (decision 95).
 */
export function CancelPlanPanel({ subscriptionId, busy, run, onProblem }: Props) {
  const [preview, setPreview] = useState<CancellationPreview | null>(null);
  const [loading, setLoading] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const key = useRef('');

  async function open() {
    setLoading(true);
    try {
      setPreview(await previewCancellation(subscriptionId));
      key.current = newIdempotencyKey();
    } catch (err) {
      onProblem(err);
    } finally {
      setLoading(false);
    }
  }

  async function confirm() {
    setCancelling(true);
    await run(async () => cancelledMessage(await cancelPlanRequest(subscriptionId, key.current)));
    setCancelling(false);
    setPreview(null);
  }

  return (
    <div className="deliveries-page__actions">
      <button
        type="button"
        className="btn btn--ghost btn--sm cancel-plan__open"
        onClick={open}
        disabled={busy || loading}
        aria-busy={loading}
      >
        Cancel plan
      </button>
      <ConfirmDialog
        open={preview !== null}
        title="Cancel this plan?"
        description={
          preview ? (
            <span className="cancel-plan__outcome">
              {preview.lines.map((line) => (
                <span key={line} className="cancel-plan__line">
                  {line}
                </span>
              ))}
              {preview.credits > 0 ? (
                <span className="cancel-plan__note">{CANCEL_MSG.creditNotRefund}</span>
              ) : null}
            </span>
          ) : (
            ''
          )
        }
        cancelLabel="Keep my plan"
        confirmLabel={cancelling ? 'Cancelling…' : 'Cancel plan'}
        busy={cancelling}
        announceBusy
        onCancel={() => setPreview(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
