import { type RefundCeiling, refundCeiling } from '@fitthali/domain/refunds';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refunds } from '../db/schema/refunds.ts';

/**
 * The meal credits an order's own meals earned and that still stand, in rupees, for the order
 * whose id is `orderId` (a column or a value): the credit of a missed meal and of a meal cancelled
 * after the start, net of any take-back (each names its delivery). A credit spent at checkout and
 * given back, or a failed refund issued as credit (a refund, counted as one), names no delivery.
 * The refund ceiling and the books' per-order proof read this one definition (decision 137).
 */
export const creditsIssuedFor = (orderId: SQL) => sql`(
  select coalesce(sum(ce.value), 0) from credit_entries ce
  where ce.subscription_id = ${orderId} and ce.delivery_id is not null)`;

/**
 * The most a new refund of the order may be, and why (issue 25 point 4): money received (the
 * online payment captured, or COD cash collected) − refunds not failed − `creditsIssuedFor`. Read
 * inside the caller's transaction, under the order's lock, by every route that gives money back.
 * `except` leaves one refund out (a failed refund being retried or issued as credit).
 */
export async function orderRefundCeiling(
  tx: Db,
  subscriptionId: string,
  except?: string,
): Promise<RefundCeiling> {
  const id = sql`${subscriptionId}::uuid`;
  const result = (await tx.execute(sql`
    select
      (select coalesce(sum(amount), 0) from transactions
        where subscription_id = ${id} and mode = 'Online' and status = 'paid')::int as online,
      (select coalesce(sum(amount), 0) from collections where subscription_id = ${id})::int as cash,
      ${creditsIssuedFor(id)}::int as credited`)) as unknown as {
    rows: { online: number; cash: number; credited: number }[];
  };
  const row = result.rows[0];
  const lines = await tx
    .select({ amount: refunds.amount, status: refunds.status })
    .from(refunds)
    .where(
      and(eq(refunds.subscriptionId, subscriptionId), except ? ne(refunds.id, except) : undefined),
    );
  return refundCeiling(
    Number(row?.online ?? 0) + Number(row?.cash ?? 0),
    lines,
    Number(row?.credited ?? 0),
  );
}
