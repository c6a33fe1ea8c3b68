import { REFUND_MSG, refundAboveLimitMessage } from '@fitthali/domain/refund-messages';
import { checkRefundAmount } from '@fitthali/domain/refunds';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subscriptions, transactions } from '../db/schema/orders.ts';
import { refunds } from '../db/schema/refunds.ts';
import type { ChangeActor } from '../deliveries/order-schedule.ts';
import { HttpError } from '../http-error.ts';
import { writeRefundTrail } from './refund-trail.ts';

/**
 * The admin's "Retry now" on a failed refund: back to pending with a fresh round of attempts,
 * inside the caller's transaction, under the order's lock. A failed refund stopped counting
 * against the payment, so it is checked again: another refund made meanwhile may have used the
 * money it was for. The caller sends it after commit.
 */
export async function retryFailedRefund(tx: Db, refundId: string, who: ChangeActor, now: Date) {
  const [found] = await tx
    .select({ subscriptionId: refunds.subscriptionId })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (!found) throw new HttpError(404, REFUND_MSG.refundNotFound);
  await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, found.subscriptionId))
    .for('update');
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (refund?.status !== 'failed') throw new HttpError(409, REFUND_MSG.onlyFailedRetry);
  const [payment] = await tx
    .select({ amount: transactions.amount })
    .from(transactions)
    .where(eq(transactions.id, refund.transactionId));
  const others = await tx
    .select({ amount: refunds.amount, status: refunds.status })
    .from(refunds)
    .where(and(eq(refunds.transactionId, refund.transactionId), ne(refunds.id, refund.id)));
  const check = checkRefundAmount(refund.amount, payment?.amount ?? 0, others);
  if (!check.ok) throw new HttpError(409, refundAboveLimitMessage(check.refundable));
  const [after] = await tx
    .update(refunds)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(eq(refunds.id, refund.id))
    .returning();
  await writeRefundTrail(tx, refund, 'refund-retry', who);
  return after;
}
