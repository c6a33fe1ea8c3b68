import { randomUUID } from 'node:crypto';
import { MSG } from '@fitthali/domain/messages';
import type { Db } from '../db/client.ts';
import { subscriptions, transactions } from '../db/schema/orders.ts';
import { HttpError } from '../http-error.ts';
import type { GatewayOrder } from '../payments/gateway.ts';
import { reserveCouponUse } from './coupon-uses.ts';
import type { PricedOrder } from './price-order.ts';

export type Subscription = typeof subscriptions.$inferSelect;

export interface CreateSubscriptionInput {
  userId: string;
  order: PricedOrder;
  idempotencyKey: string | null;
  /** Fingerprint of the request (orderRequestHash), kept so a retry can be compared whole. */
  requestHash: string | null;
  /** For online orders: the gateway order created for the server-computed amount. */
  gatewayOrder?: GatewayOrder;
  onlineOrderTtlMinutes: number;
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Stores the order, its payment record and its coupon use inside the caller's transaction: the use
 * is taken first, and when none is left nothing is stored. COD is active at once with payment due
 * on delivery; online waits, pending, until the gateway confirms payment, and holds its coupon use
 * meanwhile (expiry or cancellation gives it back).
 */
export async function insertSubscription(
  tx: Db,
  input: CreateSubscriptionInput,
): Promise<Subscription> {
  const { order } = input;
  if (order.couponCode && !(await reserveCouponUse(tx, order.couponCode))) {
    throw new HttpError(400, MSG.couponUsedUp);
  }
  const online = order.paymentMode === 'Online';
  const now = new Date();
  const [row] = await tx
    .insert(subscriptions)
    .values({
      ...order,
      id: randomUUID(),
      userId: input.userId,
      couponHeld: order.couponCode !== null,
      paymentStatus: online ? 'pending' : 'due',
      status: online ? 'pending' : 'active',
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
      createdAt: now,
      confirmedAt: online ? null : now,
      expiresAt: online ? new Date(now.getTime() + input.onlineOrderTtlMinutes * 60_000) : null,
    })
    .returning();
  if (!row) throw new Error('insert returned no subscription');
  await tx.insert(transactions).values({
    subscriptionId: row.id,
    userId: input.userId,
    amount: order.totalPrice,
    mode: order.paymentMode,
    status: row.paymentStatus,
    gateway: online ? (input.gatewayOrder?.gateway ?? 'test') : 'cod',
    gatewayOrderId: input.gatewayOrder?.orderId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return row;
}

/** The order in a transaction of its own. */
export async function createSubscription(db: Db, input: CreateSubscriptionInput) {
  return db.transaction((tx) => insertSubscription(tx as unknown as Db, input));
}
