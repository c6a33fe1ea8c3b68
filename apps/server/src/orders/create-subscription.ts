import { randomUUID } from 'node:crypto';
import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import { priceBeforeGst } from '@fitthali/domain/meal-values';
import { MSG } from '@fitthali/domain/messages';
import { sql } from 'drizzle-orm';
import { spendCredits } from '../credits/credit-ledger.ts';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { orderEvents } from '../db/schema/deliveries.ts';
import { subscriptions, transactions } from '../db/schema/orders.ts';
import { insertDeliveriesFor, kitchenSlotsOf } from '../deliveries/create-deliveries.ts';
import { HttpError } from '../http-error.ts';
import { notifyDishConflicts } from '../menus/notify-dish-conflicts.ts';
import { resolveDishes } from '../menus/resolve-dishes.ts';
import { notifyOrderConfirmed, orderConfirmedEvent } from '../notifications/events.ts';
import { outboxParams, outboxParts, outboxPlaceholders } from '../notifications/outbox.ts';
import type { GatewayOrder } from '../payments/gateway.ts';
import { reserveCouponUse } from './coupon-uses.ts';
import type { PricedOrder } from './price-order.ts';
import { claimTrial } from './trial-claims.ts';

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
  /** The server's clock (app.now()), which decides which credits are still live. */
  now?: Date;
}

/**
 * Stores the order, its payment record, its coupon use and (for a 3 day trial) the phone's trial
 * claim inside the caller's transaction: when no use or no trial is left nothing is stored. COD is active at once with payment due
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
  // Nothing is stored when the credits it was priced with are gone (decision 86).
  if (!(await spendOrderCredits(tx, row, input.now ?? now))) {
    throw new HttpError(409, CREDIT_MSG.creditsChanged);
  }
  if (order.isTrial && !(await claimTrial(tx, input.userId, row.id))) {
    throw new HttpError(400, MSG.trialAlreadyUsed);
  }
  // A COD order is owed from now on; an online one once it is paid (mark-paid.ts).
  if (!online) await insertDeliveriesFor(tx, row.id, input.now ?? now);
  if (!online) await notifyOrderConfirmed(tx, row, input.now ?? now);
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

/**
 * Spends the credits an order was priced with, under the customer's lock, and writes the trail
 * line; false (nothing written) when they are no longer all there, e.g. another order took them a
 * moment ago. Also used when a late payment revives an expired order whose credits came back.
 */
export async function spendOrderCredits(tx: Db, row: Subscription, now: Date): Promise<boolean> {
  if (!row.userId || row.creditsSpent <= 0) return true;
  const who = { actor: 'customer' as const, actorId: row.userId };
  const applied = await spendCredits(tx, {
    userId: row.userId,
    requested: row.creditsSpent,
    meals: row.totalMeals,
    // Credits are spent against the price before GST, as the order was priced (price-order.ts).
    total: priceBeforeGst(row),
    subscriptionId: row.id,
    who,
    now,
    expect: { meals: row.creditsSpent, value: row.creditsValue },
  });
  if (!applied) return false;
  await tx.insert(orderEvents).values({
    subscriptionId: row.id,
    ...who,
    action: 'credits-spent',
    detail: { meals: applied.meals, value: applied.value },
    createdAt: now,
  });
  return true;
}

const p = (name: string) => sql.placeholder(name);
/** A placeholder Drizzle passes through as is: its column encoder cannot take null. */
const raw = (name: string) => sql`${p(name)}`;

/**
 * An order with no coupon and its payment record as one statement with a data-modifying CTE: a
 * single statement is atomic on its own, and one round trip instead of BEGIN, two inserts and
 * COMMIT doubled the order endpoint's throughput (decision 31). The foreign key from the
 * payment record to the order is checked at the end of the statement, when both rows exist. Built
 * once and prepared, as building it cost a tenth of the endpoint's CPU time.
 */
const orderOutbox = outboxParts(outboxPlaceholders('note_'));

const insertOrderWithoutCoupon = preparedQuery((db) =>
  db
    .with(
      // A COD order's confirmation in the outbox (decision 114); an online one's comes when paid.
      db.$with('new_notification', { id: sql<string>`id` }).as(orderOutbox.notification),
      db.$with('new_notification_sends', { n: sql<number>`1` }).as(orderOutbox.sends),
      // A COD order's deliveries (`meals` is empty for an online order, which gets them when paid).
      db.$with('new_deliveries', { n: sql<number>`n` }).as(
        sql`insert into deliveries (subscription_id, date, slot, status, plan_name, meal_option)
          select ${p('id')}, d.date, m.slot, 'scheduled', ${p('planName')}, ${p('mealOption')}
          from unnest(${p('deliveryDates')}::date[]) as d(date)
          cross join unnest(${p('meals')}::text[]) as m(slot)
          returning 1 as n`,
      ),
      db.$with('new_transaction').as(
        db.insert(transactions).values({
          subscriptionId: p('id'),
          userId: p('userId'),
          amount: p('totalPrice'),
          mode: p('paymentMode'),
          status: p('paymentStatus'),
          gateway: p('gateway'),
          gatewayOrderId: p('gatewayOrderId'),
          createdAt: p('now'),
          updatedAt: p('now'),
        }),
      ),
    )
    .insert(subscriptions)
    .values({
      id: p('id'),
      userId: p('userId'),
      planId: p('planId'),
      planName: p('planName'),
      slot: p('slot'),
      mealOption: p('mealOption'),
      durationLabel: p('durationLabel'),
      days: p('days'),
      isTrial: p('isTrial'),
      startDate: p('startDate'),
      selectedDays: p('selectedDays'),
      deliveryDates: p('deliveryDates'),
      address: p('address'),
      pricePerMeal: p('pricePerMeal'),
      totalMeals: p('totalMeals'),
      subtotal: p('subtotal'),
      discount: p('discount'),
      totalPrice: p('totalPrice'),
      gstAmount: p('gstAmount'),
      pricesIncludeGst: p('pricesIncludeGst'),
      couponCode: p('couponCode'),
      paymentMode: p('paymentMode'),
      paymentStatus: p('paymentStatus'),
      status: p('status'),
      idempotencyKey: p('idempotencyKey'),
      requestHash: p('requestHash'),
      createdAt: p('now'),
      confirmedAt: raw('confirmedAt'),
      expiresAt: raw('expiresAt'),
    })
    .returning()
    .prepare('insert_order_without_coupon'),
);

/**
 * Stores an order on its own: with a coupon or as a trial, in a transaction that takes the use or
 * the phone's one trial too; otherwise in a single prepared statement.
 */
export async function createSubscription(
  db: Db,
  input: CreateSubscriptionInput,
): Promise<Subscription> {
  const { order } = input;
  if (order.couponCode || order.isTrial || order.creditsSpent > 0) {
    return db.transaction((tx) => insertSubscription(tx as unknown as Db, input));
  }
  const online = order.paymentMode === 'Online';
  const now = new Date();
  const id = randomUUID();
  const [row] = await insertOrderWithoutCoupon(db).execute({
    ...order,
    ...outboxParams(
      orderConfirmedEvent({ ...order, id, userId: input.userId }, now),
      'note_',
      !online,
    ),
    id,
    userId: input.userId,
    paymentStatus: online ? 'pending' : 'due',
    status: online ? 'pending' : 'active',
    gateway: online ? (input.gatewayOrder?.gateway ?? 'test') : 'cod',
    gatewayOrderId: input.gatewayOrder?.orderId ?? null,
    meals: online ? [] : kitchenSlotsOf(order.slot),
    idempotencyKey: input.idempotencyKey,
    requestHash: input.requestHash,
    now,
    confirmedAt: online ? null : now.toISOString(),
    expiresAt: online
      ? new Date(now.getTime() + input.onlineOrderTtlMinutes * 60_000).toISOString()
      : null,
  });
  if (!row) throw new Error('insert returned no subscription');
  // Outside the statement, to keep the order one round trip: a crash between the two leaves the
  // dishes undecided, and the plan page and the kitchen decide undecided dishes when they read.
  if (!online) {
    const changes = await resolveDishes(db, { subscriptionId: row.id });
    await notifyDishConflicts(db, changes, input.now ?? now);
  }
  return row;
}
