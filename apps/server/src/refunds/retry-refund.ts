import { REFUND_MSG } from '@fitthali/domain/refund-messages';
import { checkRefundAmount } from '@fitthali/domain/refunds';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subscriptions } from '../db/schema/orders.ts';
import { refunds } from '../db/schema/refunds.ts';
import type { ChangeActor } from '../deliveries/order-schedule.ts';
import { HttpError } from '../http-error.ts';
import { orderRefundCeiling } from './refund-ceiling.ts';
import { writeRefundTrail } from './refund-trail.ts';
import { refundRefusal } from './request-refund.ts';

/**
 * The admin's "Retry now" on a failed refund: back to pending with a fresh round of attempts,
 * inside the caller's transaction, under the order's lock. A failed refund stopped counting
 * against the order, so it is checked again against the ceiling: another refund or a meal credit
 * given meanwhile may have used the money it was for (decision 137). The caller sends it after commit.
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
  const check = checkRefundAmount(
    refund.amount,
    await orderRefundCeiling(tx, refund.subscriptionId, refund.id),
  );
  if (!check.ok) throw refundRefusal(check, refund.amount);
  const [after] = await tx
    .update(refunds)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(eq(refunds.id, refund.id))
    .returning();
  await writeRefundTrail(tx, refund, 'refund-retry', who);
  return after;
}
