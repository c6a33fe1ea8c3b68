import { REFUND_MSG } from '@fitthali/domain/refund-messages';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newestOfCustomer } from '../db/queries/newest-of-customer.ts';
import { paidOnline } from '../db/queries/paid-online.ts';
import { transactions } from '../db/schema/orders.ts';
import { type Refund, refunds } from '../db/schema/refunds.ts';
import { orderRefundCeiling } from './refund-ceiling.ts';

/** A refund as the customer sees it: no gateway details and no admin's note. */
export function refundView(refund: Refund) {
  return {
    _id: refund.id,
    subscriptionId: refund.subscriptionId,
    amount: refund.amount,
    status: refund.status,
    /** What to expect while the money is on its way; null once it arrived or failed. */
    expected: refund.status === 'pending' ? REFUND_MSG.expectedTime : null,
    createdAt: refund.createdAt,
    processedAt: refund.processedAt,
    creditedAt: refund.creditedAt,
  };
}

/** A refund as the admin sees it: who asked and why, and how the gateway is getting on. */
export function adminRefundView(refund: Refund) {
  return {
    ...refundView(refund),
    reason: refund.reason,
    actor: refund.actor,
    gateway: refund.gateway,
    gatewayRefundId: refund.gatewayRefundId,
    speed: refund.speed,
    attempts: refund.attempts,
    lastError: refund.lastError,
  };
}

/** One order's refunds, newest first. */
export function refundsOfOrder(db: Db, subscriptionId: string) {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.subscriptionId, subscriptionId))
    .orderBy(desc(refunds.createdAt));
}

/** A customer's refunds, newest first, for the profile. */
export function refundsOfCustomer(db: Db, userId: string) {
  return newestOfCustomer(db.select().from(refunds).$dynamic(), refunds, userId);
}

/**
 * What the admin's Refund form previews: the order's refund ceiling (the most that can still be
 * refunded, and why, decision 137), or null when it has no online payment to refund (COD, unpaid).
 * The server checks again on submit, under the order's lock.
 */
export async function refundableOfOrder(db: Db, subscriptionId: string) {
  const [payment] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(paidOnline(subscriptionId));
  if (!payment) return null;
  return orderRefundCeiling(db, subscriptionId);
}
