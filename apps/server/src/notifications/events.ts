import { createHash } from 'node:crypto';
import type { StoredAddress } from '@fitthali/domain/address';
import { addressOneLine } from '@fitthali/domain/address-line';
import { mealsList } from '@fitthali/domain/cancel-messages';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import { orderNumber } from '@fitthali/domain/order-number';
import type { RefundCeiling } from '@fitthali/domain/refunds';
import type { MealStillComing } from '@fitthali/domain/still-coming';
import type { Db } from '../db/client.ts';
import type { subscriptions } from '../db/schema/orders.ts';
import type { Refund } from '../db/schema/refunds.ts';
import { endDateOfOrder, type OrderSchedule } from '../deliveries/order-schedule.ts';
import { type NotificationEvent, notify } from './outbox.ts';

// One call per event, made by the service that makes the change, inside its transaction
// (decision 114). Each names its event key: what makes a second write of the same event a no-op.

type Order = Pick<
  typeof subscriptions.$inferSelect,
  'id' | 'userId' | 'planName' | 'startDate' | 'deliveryDates' | 'totalMeals' | 'totalPrice'
>;

const day = (date: string | null | undefined) => (date ? formatIndiaDate(date) : '');
const lastOf = (dates: readonly string[]) => [...dates].sort().at(-1) ?? null;

function orderData(order: Order): Record<string, string> {
  return {
    subscriptionId: order.id,
    orderNumber: orderNumber(order.id),
    plan: order.planName,
    startDate: day(order.startDate),
    endDate: day(lastOf(order.deliveryDates) ?? order.startDate),
    meals: String(order.totalMeals),
    total: String(order.totalPrice),
  };
}

/** The event that confirms a COD order, for `notify` or the order's own insert statement. */
export function orderConfirmedEvent(order: Order, now: Date): NotificationEvent {
  return {
    userId: order.userId,
    kind: 'order-confirmed',
    key: order.id,
    subscriptionId: order.id,
    data: orderData(order),
    now,
  };
}

/** A COD order placed (one inside a transaction: with a coupon, a trial or credits). */
export function notifyOrderConfirmed(tx: Db, order: Order, now: Date) {
  return notify(tx, orderConfirmedEvent(order, now));
}

/** An online order's payment captured: the order is now active. */
export function notifyPaymentReceived(tx: Db, order: Order, now: Date) {
  return notify(tx, {
    userId: order.userId,
    kind: 'payment-received',
    key: order.id,
    subscriptionId: order.id,
    data: orderData(order),
    now,
  });
}

/** A COD order's cash collected: the receipt, with the tax invoice issued for it attached. */
export function notifyCashReceived(tx: Db, order: Order, amount: number, now: Date) {
  return notify(tx, {
    userId: order.userId,
    kind: 'cash-received',
    key: order.id,
    subscriptionId: order.id,
    data: { ...orderData(order), amount: String(amount) },
    now,
  });
}

type Changed = Pick<OrderSchedule, 'sub' | 'items'>;

/**
 * A skip, bring back, pause, resume or address change (`change` is the order as changed),
 * confirmed with the plan's new end date. `key` names the change: the delivery and the makeup meal
 * it added or removed for a skip or a bring back (so skipping the same meal again after bringing it
 * back is told again), the pause for a pause or resume, the address and the day for an address
 * change.
 */
export function notifyScheduleChange(
  tx: Db,
  change: Changed,
  event: {
    kind:
      | 'delivery-skipped'
      | 'delivery-unskipped'
      | 'plan-paused'
      | 'plan-resumed'
      | 'address-changed';
    key: string;
    data: Record<string, string | null | undefined>;
  },
  now: Date,
) {
  const data: Record<string, string> = {
    subscriptionId: change.sub.id,
    orderNumber: orderNumber(change.sub.id),
    endDate: day(endDateOfOrder(change)),
  };
  for (const [name, value] of Object.entries(event.data)) {
    if (value !== null && value !== undefined) data[name] = value;
  }
  return notify(tx, {
    userId: change.sub.userId,
    kind: event.kind,
    key: `${change.sub.id}:${event.key}`,
    subscriptionId: change.sub.id,
    data,
    now,
  });
}

/**
 * A delivery address changed for one day or all remaining days. Keyed by the day and the address,
 * so the same change sent twice is told once.
 */
export function notifyAddressChange(
  tx: Db,
  change: Changed,
  body: { address: StoredAddress; date?: string },
  now: Date,
) {
  const line = addressOneLine(body.address);
  const digest = createHash('sha256').update(JSON.stringify(body.address)).digest('hex');
  return notifyScheduleChange(
    tx,
    change,
    {
      kind: 'address-changed',
      key: `${body.date ?? 'all'}:${digest.slice(0, 16)}`,
      data: { address: line, date: body.date && day(body.date) },
    },
    now,
  );
}

/**
 * A plan cancelled (issue 25 point 3): the money refund (0 when it gives credits or nothing), the
 * meal credits and their worth, the cash still due, and the meals past their cut-off that are
 * still delivered, written out for a person ('Lunch on Tue, 21 Jan; …') as every stored date is.
 */
export function notifyCancelled(
  tx: Db,
  order: Pick<Order, 'id' | 'userId' | 'planName'>,
  outcome: {
    refund: number;
    credits: readonly { value: number }[];
    amountDue: number;
    stillComing: readonly MealStillComing[];
  },
  now: Date,
) {
  const { refund, credits, amountDue, stillComing } = outcome;
  const count = (n: number) => (n > 0 ? String(n) : undefined);
  const data: Record<string, string | undefined> = {
    subscriptionId: order.id,
    orderNumber: orderNumber(order.id),
    plan: order.planName,
    refund: count(refund),
    credits: count(credits.length),
    creditsValue: count(credits.reduce((sum, c) => sum + c.value, 0)),
    amountDue: count(amountDue),
    stillComingCount: count(stillComing.length),
    stillComing: stillComing.length > 0 ? mealsList(stillComing) : undefined,
  };
  return notify(tx, {
    userId: order.userId,
    kind: 'order-cancelled',
    key: order.id,
    subscriptionId: order.id,
    data: Object.fromEntries(
      Object.entries(data).filter((e): e is [string, string] => e[1] !== undefined),
    ),
    now,
  });
}

/** A money refund the gateway processed, or a failed one issued as meal credit instead. */
export function notifyRefund(
  tx: Db,
  refund: Pick<Refund, 'id' | 'userId' | 'subscriptionId' | 'amount'>,
  outcome: { credited: false } | { credited: true; meals: number },
  now: Date,
) {
  return notify(tx, {
    userId: refund.userId,
    kind: outcome.credited ? 'refund-credited' : 'refund-issued',
    key: refund.id,
    subscriptionId: refund.subscriptionId,
    data: {
      subscriptionId: refund.subscriptionId,
      orderNumber: orderNumber(refund.subscriptionId),
      amount: String(refund.amount),
      ...(outcome.credited ? { meals: String(outcome.meals) } : {}),
    },
    now,
  });
}

/** The apology for a missed delivery, with the credit it earned (`lotId` keys it). */
export function notifyMissedCredit(
  tx: Db,
  missed: { userId: string | null; subscriptionId: string; date: string; slot: string },
  credit: { lotId: string; value: number },
  now: Date,
) {
  return notify(tx, {
    userId: missed.userId,
    kind: 'missed-delivery-credit',
    key: credit.lotId,
    subscriptionId: missed.subscriptionId,
    data: {
      subscriptionId: missed.subscriptionId,
      date: day(missed.date),
      slot: missed.slot,
      meals: '1',
      value: String(credit.value),
    },
    now,
  });
}

/**
 * A missed meal that earned no credit, because the order has nothing left of what it was paid
 * (decision 154): the apology without a credit, with what already came back. Keyed by the
 * delivery and the trail line that withheld it, so each marking is told once.
 */
export function notifyMissedNoCredit(
  tx: Db,
  missed: { userId: string | null; subscriptionId: string; id: string; date: string; slot: string },
  ceiling: RefundCeiling,
  eventId: string,
  now: Date,
) {
  return notify(tx, {
    userId: missed.userId,
    kind: 'missed-delivery-no-credit',
    key: `${missed.id}:${eventId}`,
    subscriptionId: missed.subscriptionId,
    data: {
      subscriptionId: missed.subscriptionId,
      date: day(missed.date),
      slot: missed.slot,
      paid: String(ceiling.paid),
      refunded: String(ceiling.refunded),
      credited: String(ceiling.credited),
    },
    now,
  });
}

/**
 * The account's password changed (a reset or the profile's change): told to its contact, keyed by
 * the token version the change raised, so each change is told once.
 */
export function notifyPasswordChanged(tx: Db, userId: string, tokenVersion: number, now: Date) {
  return notify(tx, {
    userId,
    kind: 'password-changed',
    key: `${userId}:${tokenVersion}`,
    data: {},
    now,
  });
}

/**
 * The account's email or phone changed: told to the contact as it was before, so the owner hears
 * of a change made by someone else (issue 15 point 3).
 */
export function notifyContactChanged(
  tx: Db,
  change: {
    userId: string;
    kind: 'email' | 'phone';
    value: string;
    before: { email: string | null; phone: string | null };
    tokenVersion: number;
  },
  now: Date,
) {
  return notify(tx, {
    userId: change.userId,
    kind: change.kind === 'email' ? 'email-changed' : 'phone-changed',
    key: `${change.userId}:${change.tokenVersion}`,
    data: { [change.kind]: change.value },
    recipient: change.before,
    now,
  });
}
