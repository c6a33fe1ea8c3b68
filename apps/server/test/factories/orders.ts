import type { SubscribePayload } from '@fitthali/domain/schemas/subscribe';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { deliveries } from '../../src/db/schema/deliveries.ts';
import { subscriptions, transactions } from '../../src/db/schema/orders.ts';
import { createSubscription } from '../../src/orders/create-subscription.ts';
import { priceOrder } from '../../src/orders/price-order.ts';
import { type OrderPayload, orderPayload } from './order-payload.ts';
import { bearer, signupUser } from './users.ts';

export {
  ODISHA_ADDRESS,
  type OrderOptions,
  type OrderPayload,
  orderPayload,
} from './order-payload.ts';

export function subscribe(
  app: FastifyInstance,
  token: string,
  payload: unknown,
  idempotencyKey?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/subscribe',
    headers: { ...bearer(token), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: payload as object,
  });
}

/**
 * Stores a COD order as if it had been placed three days ago, for tests about days already inside
 * the kitchen's notice (tomorrow's lunch after 12:30): the API would rightly refuse it today.
 */
export async function seedOrder(app: FastifyInstance, userId: string, payload: OrderPayload) {
  const placedAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
  const order = await priceOrder(app.db, payload as SubscribePayload, placedAt);
  return createSubscription(app.db, {
    userId,
    order,
    idempotencyKey: null,
    requestHash: null,
    onlineOrderTtlMinutes: 30,
  });
}

/** Pays an online order through the built-in test gateway, as its Complete test payment button does. */
export function payWithTestGateway(app: FastifyInstance, token: string, subscriptionId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/test/complete',
    headers: bearer(token),
    payload: { subscriptionId },
  });
}

/** A new customer with an online order placed and waiting for its payment. */
export async function placeOnlineOrder(app: FastifyInstance) {
  const customer = await signupUser(app);
  const res = await subscribe(app, customer.token, orderPayload({ paymentMode: 'Online' }));
  expect(res.statusCode).toBe(201);
  return { ...customer, order: res.json() };
}

/** The stored order and its payment record, as the payment tests check them. */
export async function storedOrder(db: Db, subscriptionId: string) {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const [txn] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.subscriptionId, subscriptionId));
  return { sub, txn };
}

/** The status of each of the order's meals, in delivery order (date, then Lunch before Dinner). */
export async function deliveryStatuses(db: Db, subscriptionId: string) {
  const rows = await db
    .select({ status: deliveries.status })
    .from(deliveries)
    .where(eq(deliveries.subscriptionId, subscriptionId))
    .orderBy(deliveries.date, deliveries.slot);
  return rows.map((r) => r.status);
}
