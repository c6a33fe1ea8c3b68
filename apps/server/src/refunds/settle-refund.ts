import { isUuid } from '@fitthali/domain/ids';
import { REFUND_MAX_ATTEMPTS, refundRetryDelayMs } from '@fitthali/domain/refunds';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type Refund, refunds } from '../db/schema/refunds.ts';
import { issueCreditNoteFor } from '../invoices/issue-credit-note.ts';
import { notifyRefund } from '../notifications/events.ts';
import { SYSTEM, writeRefundTrail } from './refund-trail.ts';

export interface RefundOutcome {
  gateway: Refund['gateway'];
  gatewayRefundId: string;
  /** Our refund's id as we sent it in `receipt`: finds the row before the gateway id is stored. */
  receipt?: string | null;
  outcome: 'processed' | 'failed';
  error?: string;
}

/**
 * Applies what the gateway says became of a refund, once: the Razorpay webhook, and the answer of
 * a gateway that refunds at once (the built-in test gateway, an instant refund), both come here
 * (decision 89). A processed refund is final. A failed one goes back to the queue with a backoff,
 * to be sent again as a new gateway request, until its attempts run out; then it is failed and
 * waits for the admin. An event about an earlier, already replaced gateway refund changes nothing.
 */
export async function settleRefund(
  tx: Db,
  event: RefundOutcome,
  now: Date,
): Promise<Refund | undefined> {
  const byReceipt = event.receipt && isUuid(event.receipt) ? event.receipt : undefined;
  const [row] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.gateway, event.gateway),
        byReceipt
          ? or(eq(refunds.gatewayRefundId, event.gatewayRefundId), eq(refunds.id, byReceipt))
          : eq(refunds.gatewayRefundId, event.gatewayRefundId),
      ),
    )
    .for('update');
  if (row?.status !== 'pending') return row;
  if (row.gatewayRefundId !== null && row.gatewayRefundId !== event.gatewayRefundId) return row;

  const trail = (action: string, detail: Record<string, unknown>) =>
    writeRefundTrail(tx, row, action, SYSTEM, { detail });

  if (event.outcome === 'processed') {
    const [done] = await tx
      .update(refunds)
      .set({
        status: 'processed',
        gatewayRefundId: event.gatewayRefundId,
        lastError: null,
        processedAt: now,
        updatedAt: now,
      })
      .where(eq(refunds.id, row.id))
      .returning();
    await trail('refund-processed', { gatewayRefundId: event.gatewayRefundId });
    if (done) await issueCreditNoteFor(tx, done, now);
    await notifyRefund(tx, row, { credited: false }, now);
    return done;
  }

  const givesUp = row.attempts >= REFUND_MAX_ATTEMPTS;
  const [after] = await tx
    .update(refunds)
    .set({
      status: givesUp ? 'failed' : 'pending',
      // The next call is a new gateway request: the failed refund cannot be asked for again.
      gatewayRefundId: null,
      declines: row.declines + 1,
      lastError: event.error ?? `The gateway failed refund ${event.gatewayRefundId}.`,
      nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(row.attempts)),
      updatedAt: now,
    })
    .where(eq(refunds.id, row.id))
    .returning();
  if (givesUp) await trail('refund-failed', { attempts: row.attempts });
  return after;
}
