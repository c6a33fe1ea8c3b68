import { CANCEL_MSG } from '@fitthali/domain/cancel-messages';
import {
  type CancellingOrder,
  type CancelOutcome,
  cancellationOutcome,
} from '@fitthali/domain/cancellation';
import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import { canChangeAt } from '@fitthali/domain/delivery-settings';
import { mealsSoldFor } from '@fitthali/domain/meal-values';
import { MSG } from '@fitthali/domain/messages';
import type { RefundCeiling, RefundSpeed } from '@fitthali/domain/refunds';
import { mealsStillComing } from '@fitthali/domain/still-coming';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { earnCredits, giveBackCredits } from '../credits/credit-ledger.ts';
import type { Db } from '../db/client.ts';
import { paidOnline } from '../db/queries/paid-online.ts';
import { collections } from '../db/schema/collections.ts';
import { deliveries, orderEvents } from '../db/schema/deliveries.ts';
import { subscriptions, transactions } from '../db/schema/orders.ts';
import { type Refund, refunds } from '../db/schema/refunds.ts';
import {
  type ChangeActor,
  lockOrderSchedule,
  type OrderSchedule,
  readOrderSchedule,
} from '../deliveries/order-schedule.ts';
import { HttpError } from '../http-error.ts';
import { notifyCancelled } from '../notifications/events.ts';
import type { GatewayName } from '../payments/gateway.ts';
import { orderRefundCeiling } from '../refunds/refund-ceiling.ts';
import { requestRefund } from '../refunds/request-refund.ts';
import { readRefund, refundGateways, sendRefund } from '../refunds/send-refund.ts';
import { cancelWithin } from './cancel-subscription.ts';
import { releaseCouponUses } from './coupon-uses.ts';
import type { Subscription } from './create-subscription.ts';

/** What the admin may choose instead of the policy's refund or credits (decision 96). */
export interface MoneyInstead {
  /** Whole rupees; absent means all that is left of the online payment. */
  amount?: number;
  reason: string;
}

export interface CancelPlanRequest {
  who: ChangeActor;
  /** Only this customer's order (null for an admin). */
  ownerId: string | null;
  now: Date;
  idempotencyKey?: string | null;
  money?: MoneyInstead;
  /** An unpaid order already cancelled answers as done (its old retry), not 409. */
  unpaidRetry?: boolean;
  /**
   * The customer is deleting the account: the same rule, the trail line marked `accountDeleted`
   * (decision 131).
   */
  accountClosing?: boolean;
  /** The refund's Razorpay speed and the gateways this server refunds through. */
  speed?: RefundSpeed;
  gateways?: readonly GatewayName[];
}

export interface PlanCancelled {
  subscription: Subscription;
  outcome: CancelOutcome | null;
  refund: Refund | null;
  creditsAdded: number;
  /** The refund still to send to the gateway, after commit. */
  toSend: string | null;
}

/** The money an order has received and given back so far, as the rule needs it. */
async function moneyOf(db: Db, sub: Subscription): Promise<CancellingOrder> {
  const [online] = await db
    .select({ amount: sql<number>`coalesce(sum(${transactions.amount}), 0)::int` })
    .from(transactions)
    .where(paidOnline(sub.id));
  const [cash] = await db
    .select({ amount: sql<number>`coalesce(sum(${collections.amount}), 0)::int` })
    .from(collections)
    .where(eq(collections.subscriptionId, sub.id));
  const [back] = await db
    .select({ amount: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.subscriptionId, sub.id), ne(refunds.status, 'failed')));
  return {
    isTrial: sub.isTrial,
    soldFor: mealsSoldFor(sub),
    moneyIn: Number(online?.amount ?? 0) + Number(cash?.amount ?? 0),
    refunded: Number(back?.amount ?? 0),
    creditsSpent: sub.creditsSpent,
    creditsValue: sub.creditsValue,
  };
}

/**
 * The policy's outcome for an order at `now`: each delivery still before its cut-off (the
 * delivery settings', on the server's clock) can be stopped; one past it is cooked and delivered.
 */
export async function outcomeOf(db: Db, order: OrderSchedule, now: Date): Promise<CancelOutcome> {
  const slots = order.settings.slots;
  const money = await moneyOf(db, order.sub);
  const items = order.items.map((item) => ({
    id: item.id,
    status: item.status,
    changeable: canChangeAt(item.date, item.slot, now, slots),
  }));
  const outcome = cancellationOutcome(money, items);
  if (outcome.refund === 0) return outcome;
  // No one is compensated twice (decision 137): the rule's refund never passes the order's refund
  // ceiling, so meal credits its meals already earned are not paid again in money.
  const { refundable } = await orderRefundCeiling(db, order.sub.id);
  return { ...outcome, refund: Math.min(outcome.refund, refundable) };
}

/** The outcome the confirm dialog shows; undefined when the order is not the customer's. */
export async function previewCancellation(db: Db, id: string, ownerId: string | null, now: Date) {
  const order = await readOrderSchedule(db, id, ownerId);
  if (!order) return undefined;
  return { order, outcome: order.sub.status === 'active' ? await outcomeOf(db, order, now) : null };
}

/** The cancel line an Idempotency-Key wrote, on whichever order it was. */
async function cancelByKey(tx: Db, key: string) {
  const [line] = await tx
    .select({ subscriptionId: orderEvents.subscriptionId, detail: orderEvents.detail })
    .from(orderEvents)
    .where(
      and(eq(orderEvents.action, 'cancel'), sql`${orderEvents.detail}->>'idempotencyKey' = ${key}`),
    )
    .limit(1);
  return line;
}

/**
 * Cancels a plan by the published rule (issue 14 point 2, decision 95), in the caller's
 * transaction under the order's row lock, so a skip or a second cancel waits and then sees it
 * cancelled: the deliveries before their cut-off are cancelled (those past it are cooked and
 * delivered), the order turns cancelled, and the money follows the rule — a refund requested,
 * meal credits earned per cancelled meal, credits spent at checkout and the coupon use given back
 * before the start — with one `cancel` line in the trail holding the outcome. An unpaid order
 * cancels as before (`cancelWithin`). A repeated Idempotency-Key answers what the first did.
 */
export async function cancelPlanWithin(
  tx: Db,
  id: string,
  request: CancelPlanRequest,
): Promise<PlanCancelled> {
  const { who, now, idempotencyKey: key } = request;
  const order = await lockOrderSchedule(tx, id, request.ownerId);
  if (!order) throw new HttpError(404, MSG.orderNotFound);
  const { sub } = order;
  if (key) {
    const earlier = await cancelByKey(tx, key);
    if (earlier && earlier.subscriptionId !== sub.id) {
      throw new HttpError(409, CANCEL_MSG.idempotencyReused);
    }
    if (earlier) return repeatedAnswer(tx, sub, earlier.detail as unknown as CancelDetail);
  }
  if (sub.status === 'cancelled') {
    if (request.unpaidRetry && sub.confirmedAt === null) {
      return { subscription: sub, outcome: null, refund: null, creditsAdded: 0, toSend: null };
    }
    throw new HttpError(409, CANCEL_MSG.alreadyCancelled);
  }
  if (sub.status === 'completed') throw new HttpError(409, CANCEL_MSG.completed);
  if (sub.status !== 'active') {
    const done = await cancelWithin(tx, sub.id, {
      ...who,
      ...(request.accountClosing ? { accountDeleted: true } : {}),
    });
    if (!done) throw new HttpError(409, CANCEL_MSG.alreadyCancelled);
    return {
      subscription: await readOrder(tx, sub.id),
      outcome: null,
      refund: null,
      creditsAdded: 0,
      toSend: null,
    };
  }

  const policy = await outcomeOf(tx, order, now);
  const outcome = request.money
    ? moneyInstead(policy, await orderRefundCeiling(tx, sub.id), request.money)
    : policy;
  if (outcome.cancelled.length > 0) {
    await tx
      .update(deliveries)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(inArray(deliveries.id, outcome.cancelled), eq(deliveries.status, 'scheduled')));
  }
  // COD cash not collected: what stays owed is the meals kept (decision 101), stored on the order
  // and on its payment record, so the rider, the Cash due list and the books read one figure;
  // nothing at all when no meal is kept (decision 95).
  const codDue = sub.paymentMode === 'COD' && sub.paymentStatus === 'due';
  const cashCancelled = codDue && outcome.amountDue === 0;
  await tx
    .update(subscriptions)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      ...(outcome.releaseCoupon ? { couponHeld: false } : {}),
      ...(codDue ? { cashDue: outcome.amountDue } : {}),
      ...(cashCancelled ? { paymentStatus: 'cancelled' as const } : {}),
    })
    .where(eq(subscriptions.id, sub.id));
  if (codDue) {
    await tx
      .update(transactions)
      .set(
        cashCancelled
          ? { status: 'cancelled', updatedAt: now }
          : { amount: outcome.amountDue, updatedAt: now },
      )
      .where(
        and(
          eq(transactions.subscriptionId, sub.id),
          eq(transactions.mode, 'COD'),
          eq(transactions.status, 'due'),
        ),
      );
  }
  if (outcome.releaseCoupon && sub.couponHeld && sub.couponCode) {
    await releaseCouponUses(tx, [sub.couponCode]);
  }
  if (outcome.creditsBack.meals > 0) {
    await giveBackCredits(tx, [sub.id], who, now, CREDIT_MSG.givenBackCancelled);
  }
  let creditsAdded = 0;
  if (sub.userId) {
    for (const credit of outcome.credits) {
      const earned = await earnCredits(tx, {
        userId: sub.userId,
        values: [credit.value],
        reason: CREDIT_MSG.earnedForCancel,
        who,
        now,
        subscriptionId: sub.id,
        deliveryId: credit.deliveryId,
      });
      creditsAdded += earned.length;
    }
  }
  let refund: Refund | null = null;
  let toSend: string | null = null;
  if (outcome.refund > 0) {
    const made = await requestRefund(
      tx,
      {
        subscriptionId: sub.id,
        amount: outcome.refund,
        reason: request.money?.reason ?? CANCEL_MSG.refundReason,
        actor: who.actor,
        actorId: who.actorId,
        idempotencyKey: `cancel:${sub.id}`,
        speed: request.speed,
        gateways: request.gateways,
      },
      now,
    );
    refund = made.refund;
    toSend = made.created ? made.refund.id : null;
  }
  const detail: CancelDetail = {
    was: sub.status,
    rule: outcome.rule,
    meals: outcome.cancelled.length,
    refund: outcome.refund,
    refundId: refund?.id ?? null,
    credits: creditsAdded,
    creditsWorth: outcome.credits.reduce((sum, c) => sum + c.value, 0),
    creditsBack: outcome.creditsBack.meals,
    amountDue: outcome.amountDue,
    couponReleased: outcome.releaseCoupon && sub.couponHeld && sub.couponCode !== null,
    ...(request.money ? { moneyInstead: true } : {}),
    ...(request.accountClosing ? { accountDeleted: true } : {}),
    ...(key ? { idempotencyKey: key } : {}),
  };
  await tx.insert(orderEvents).values({
    subscriptionId: sub.id,
    actor: who.actor,
    actorId: who.actorId,
    action: 'cancel',
    detail,
    reason: request.money?.reason ?? who.reason ?? null,
    createdAt: now,
  });
  await notifyCancelled(
    tx,
    sub,
    { ...outcome, stillComing: mealsStillComing(order.items, outcome.cancelled) },
    now,
  );
  return { subscription: await readOrder(tx, sub.id), outcome, refund, creditsAdded, toSend };
}

/** The trail's record of a cancellation: the outcome, and the key that asked for it. */
type CancelDetail = {
  was: string;
  rule: CancelOutcome['rule'];
  meals: number;
  refund: number;
  refundId: string | null;
  credits: number;
  creditsWorth: number;
  creditsBack: number;
  amountDue: number;
  couponReleased: boolean;
  moneyInstead?: boolean;
  accountDeleted?: boolean;
  idempotencyKey?: string;
};

/**
 * The admin's money refund in place of the rule's refund or credits; meals are cancelled alike.
 * Without an amount, all the refund ceiling allows; an amount above it is refused by
 * `requestRefund` with the maximum and why (decision 137).
 */
function moneyInstead(
  policy: CancelOutcome,
  ceiling: RefundCeiling,
  choice: MoneyInstead,
): CancelOutcome {
  return { ...policy, credits: [], refund: choice.amount ?? ceiling.refundable };
}

async function repeatedAnswer(
  tx: Db,
  sub: Subscription,
  detail: CancelDetail,
): Promise<PlanCancelled> {
  const refund = detail.refundId ? ((await readRefund(tx, detail.refundId)) ?? null) : null;
  return { subscription: sub, outcome: null, refund, creditsAdded: detail.credits, toSend: null };
}

async function readOrder(tx: Db, id: string): Promise<Subscription> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new HttpError(404, MSG.orderNotFound);
  return row;
}

/**
 * The whole cancellation for a route: one transaction, then the refund sent to the gateway after
 * commit (never inside a transaction, decision 89), answered with its status at that moment.
 */
export async function cancelPlan(
  app: FastifyInstance,
  id: string,
  request: Omit<CancelPlanRequest, 'speed' | 'gateways'>,
) {
  const done = await app.db.transaction((tx) =>
    cancelPlanWithin(tx as unknown as Db, id, {
      ...request,
      speed: app.config.payments.refundSpeed,
      gateways: refundGateways(app),
    }),
  );
  const sent = done.toSend ? await sendRefund(app, done.toSend) : undefined;
  return { ...done, refund: sent ?? done.refund };
}
