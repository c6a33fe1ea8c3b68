import { paymentStanding } from '@fitthali/domain/payment-status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { transactions } from '../db/schema/orders.ts';
import { refunds } from '../db/schema/refunds.ts';

type RefundLine = { amount: number; status: string };

/**
 * Each listed order's payment as the screens show it (issue 25 point 6, decision 153): the
 * domain's `paymentStanding` over the money the order received online and its refunds, the same
 * reading as the admin order page, so a list and the order never disagree. Two queries for a
 * page: its refunds, then the online payments of the few orders that have any; an order without
 * refunds keeps its stored status without a read.
 */
export async function paymentStandings(
  db: Db,
  orders: readonly { id: string; paymentStatus: string }[],
): Promise<Map<string, string>> {
  const standings = new Map(orders.map((order) => [order.id, order.paymentStatus]));
  if (orders.length === 0) return standings;
  const lines = await db
    .select({
      subscriptionId: refunds.subscriptionId,
      amount: refunds.amount,
      status: refunds.status,
    })
    .from(refunds)
    .where(
      inArray(
        refunds.subscriptionId,
        orders.map((order) => order.id),
      ),
    );
  if (lines.length === 0) return standings;
  const byOrder = new Map<string, RefundLine[]>();
  for (const line of lines) {
    byOrder.set(line.subscriptionId, [...(byOrder.get(line.subscriptionId) ?? []), line]);
  }
  const paid = await db
    .select({
      subscriptionId: transactions.subscriptionId,
      amount: sql<number>`sum(${transactions.amount})`.mapWith(Number),
    })
    .from(transactions)
    .where(
      and(
        inArray(transactions.subscriptionId, [...byOrder.keys()]),
        eq(transactions.mode, 'Online'),
        eq(transactions.status, 'paid'),
      ),
    )
    .groupBy(transactions.subscriptionId);
  const paidOf = new Map(paid.map((row) => [row.subscriptionId, row.amount]));
  for (const order of orders) {
    const refunded = byOrder.get(order.id);
    if (!refunded) continue;
    standings.set(
      order.id,
      paymentStanding(order.paymentStatus, paidOf.get(order.id) ?? 0, refunded),
    );
  }
  return standings;
}
