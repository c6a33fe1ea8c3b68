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

/** Money received for the order: its online payment captured, or its COD cash collected. */
const moneyReceivedFor = (orderId: SQL) => sql`(
  (select coalesce(sum(t.amount), 0) from transactions t
    where t.subscription_id = ${orderId} and t.mode = 'Online' and t.status = 'paid')
  + (select coalesce(sum(c.amount), 0) from collections c where c.subscription_id = ${orderId}))`;

/**
 * What an order was paid, as the books' per-order proof counts it (decision 137): the money
 * received, the meal credits spent on it at checkout and not given back, and COD cash still owed
 * (a meal missed before the cash is collected earns its credit; the cash collected later pays
 * for it). The missed-meal credit keeps within this too (decision 154), so no credit it gives can
 * make the books flag the order.
 */
export const paidFor = (orderId: SQL) => sql`(
  ${moneyReceivedFor(orderId)}
  + (select coalesce(-sum(ce.value), 0) from credit_entries ce
      where ce.subscription_id = ${orderId} and ce.delivery_id is null and ce.refund_id is null)
  + (select case when s.payment_mode = 'COD' and s.payment_status = 'due'
        then coalesce(s.cash_due, s.total_price) else 0 end
      from subscriptions s where s.id = ${orderId}))`;

/** The ceiling of the order's compensation with `paid` as `paidSql` counts it. */
async function ceilingOf(
  tx: Db,
  subscriptionId: string,
  paidSql: (orderId: SQL) => SQL,
  except?: string,
): Promise<RefundCeiling> {
  const id = sql`${subscriptionId}::uuid`;
  const result = (await tx.execute(sql`
    select ${paidSql(id)}::int as paid, ${creditsIssuedFor(id)}::int as credited`)) as unknown as {
    rows: { paid: number; credited: number }[];
  };
  const row = result.rows[0];
  const lines = await tx
    .select({ amount: refunds.amount, status: refunds.status })
    .from(refunds)
    .where(
      and(eq(refunds.subscriptionId, subscriptionId), except ? ne(refunds.id, except) : undefined),
    );
  return refundCeiling(Number(row?.paid ?? 0), lines, Number(row?.credited ?? 0));
}

/**
 * The most a new refund of the order may be, and why (issue 25 point 4): money received (the
 * online payment captured, or COD cash collected) − refunds not failed − `creditsIssuedFor`. Read
 * inside the caller's transaction, under the order's lock, by every route that gives money back.
 * `except` leaves one refund out (a failed refund being retried or issued as credit).
 */
export function orderRefundCeiling(
  tx: Db,
  subscriptionId: string,
  except?: string,
): Promise<RefundCeiling> {
  return ceilingOf(tx, subscriptionId, moneyReceivedFor, except);
}

/**
 * What a missed meal's credit may still be (decision 154): what the order was paid (`paidFor`, the
 * books' figure) − refunds not failed − `creditsIssuedFor`. Read under the order's lock, which a
 * refund takes too, so a refund and a credit at once are judged one after the other.
 */
export function orderCreditCeiling(tx: Db, subscriptionId: string): Promise<RefundCeiling> {
  return ceilingOf(tx, subscriptionId, paidFor);
}
