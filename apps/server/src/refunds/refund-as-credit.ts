import { refundCreditValues } from '@fitthali/domain/refund-credit';
import { REFUND_MSG } from '@fitthali/domain/refund-messages';
import { checkRefundAmount } from '@fitthali/domain/refunds';
import { and, eq } from 'drizzle-orm';
import { earnCredits } from '../credits/credit-ledger.ts';
import type { Db } from '../db/client.ts';
import { orderMealSales } from '../db/queries/order-meal-sales.ts';
import { type Refund, refunds } from '../db/schema/refunds.ts';
import type { ChangeActor } from '../deliveries/order-schedule.ts';
import { HttpError } from '../http-error.ts';
import { issueCreditNoteFor } from '../invoices/issue-credit-note.ts';
import { notifyRefund } from '../notifications/events.ts';
import { orderRefundCeiling } from './refund-ceiling.ts';
import { writeRefundTrail } from './refund-trail.ts';
import { refundRefusal } from './request-refund.ts';

export interface RefundCredited {
  refund: Refund;
  /** Meal credits this call earned: 0 when the refund had already been issued as credit. */
  creditsAdded: number;
}

/**
 * "Issue as credit instead" for a refund that kept failing (issue 14 point 5, decision 98), inside
 * the caller's transaction under the order's lock: the refund must be `failed`; it becomes
 * `credited` (one conditional update, so of two clicks only one can flip it), the customer earns
 * meal credits worth exactly its amount through the ledger's `earnCredits`, naming the refund, and
 * the order's trail gets a `refund-credited` line. Credit given back for a payment reduces the
 * value of the supply as a money refund does, so the payment's invoice gets its credit note in the
 * same transaction (decision 125). A refund already credited answers as it is and earns nothing
 * (and its credit note is not issued again); any other status is a 409.
 */
export async function issueRefundAsCredit(
  tx: Db,
  refundId: string,
  who: ChangeActor,
  now: Date,
): Promise<RefundCredited> {
  const [found] = await tx
    .select({ subscriptionId: refunds.subscriptionId })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (!found) throw new HttpError(404, REFUND_MSG.refundNotFound);
  const order = await orderMealSales(tx, found.subscriptionId, { lock: true });
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!order || !refund) throw new HttpError(404, REFUND_MSG.refundNotFound);
  if (refund.status === 'credited') return { refund, creditsAdded: 0 };
  if (refund.status !== 'failed') throw new HttpError(409, REFUND_MSG.onlyFailedCredit);
  // A failed refund stopped counting; as credit it counts again, so it must still fit (decision 137).
  const check = checkRefundAmount(
    refund.amount,
    await orderRefundCeiling(tx, refund.subscriptionId, refund.id),
  );
  if (!check.ok) throw refundRefusal(check, refund.amount);
  const userId = refund.userId ?? order.userId;
  if (!userId) throw new HttpError(409, REFUND_MSG.noCustomerToCredit);
  const [after] = await tx
    .update(refunds)
    .set({ status: 'credited', creditedAt: now, updatedAt: now })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'failed')))
    .returning();
  if (!after) throw new HttpError(409, REFUND_MSG.onlyFailedCredit);
  const values = refundCreditValues(refund.amount, order.soldFor, order.meals);
  const lots = await earnCredits(tx, {
    userId,
    values,
    reason: REFUND_MSG.refundCreditReason,
    who,
    now,
    subscriptionId: refund.subscriptionId,
    refundId: refund.id,
  });
  await issueCreditNoteFor(tx, after, now);
  await writeRefundTrail(tx, refund, 'refund-credited', who, {
    detail: { meals: lots.length },
    at: now,
  });
  await notifyRefund(tx, { ...refund, userId }, { credited: true, meals: lots.length }, now);
  return { refund: after, creditsAdded: lots.length };
}
