import { CANCEL_MSG } from '@fitthali/domain/cancel-messages';
import type { Translate } from '@fitthali/domain/i18n/translator';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { translatorFor, useT } from '../../../i18n/messages';
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
export function cancelledMessage(
  answer: CancelAnswer,
  t: Translate = translatorFor('en', 'deliveries'),
): string {
  const parts: string[] = [t(CANCEL_MSG.planCancelled)];
  if (answer.refund) {
    const amount = formatRupees(answer.refund.amount);
    parts.push(t('{amount} is being refunded to your original payment method.', { amount }));
  }
  if (answer.creditsAdded > 0) {
    parts.push(
      answer.creditsAdded === 1
        ? t('1 meal credit was added to your profile.')
        : t('{count} meal credits were added to your profile.', { count: answer.creditsAdded }),
    );
  }
  return parts.join(' ');
}

/**
 * "Cancel plan" (issue 14 point 2): the outcome is read from the server and shown in the dialog
 * before the customer confirms, in the refund policy's words (decision 95).
 */
export function CancelPlanPanel({ subscriptionId, busy, run, onProblem }: Props) {
  const t = useT('deliveries');
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
    await run(async () =>
      cancelledMessage(await cancelPlanRequest(subscriptionId, key.current), t),
    );
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
        {t('Cancel plan')}
      </button>
      <ConfirmDialog
        open={preview !== null}
        title={t('Cancel this plan?')}
        description={
          preview ? (
            <span className="cancel-plan__outcome">
              {preview.lines.map((line) => (
                <span key={line} className="cancel-plan__line">
                  {line}
                </span>
              ))}
              {preview.credits > 0 ? (
                <span className="cancel-plan__note">{t(CANCEL_MSG.creditNotRefund)}</span>
              ) : null}
            </span>
          ) : (
            ''
          )
        }
        cancelLabel={t('Keep my plan')}
        confirmLabel={cancelling ? t('Cancelling…') : t('Cancel plan')}
        busy={cancelling}
        announceBusy
        onCancel={() => setPreview(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
