import type { DeliveryStatus } from './delivery-schedule.ts';
import type { PaymentStatus } from './payment-status.ts';
import type { PaymentMode } from './plans.ts';
import type { SubscriptionStatus } from './subscription-status.ts';

/**
 * A Cash on Delivery order still unpaid once this many of its deliveries are done goes on the
 * admin's Cash due list (issue 14 point 6: "not collected by its third delivery").
 */
export const CASH_DUE_AFTER_DELIVERIES = 3;

/** What the cash rules read of an order: how it is paid, where its payment and plan stand, its total. */
export interface CashOrder {
  paymentMode: PaymentMode;
  paymentStatus: PaymentStatus;
  status: SubscriptionStatus;
  totalPrice: number;
  /**
   * The cash still owed once a cancellation changed it (decision 101): the meals kept
   * (`cashDueForKeptMeals`), stored on the order when it was cancelled uncollected; null while the
   * whole total is owed.
   */
  cashDue: number | null;
}

/** The delivery a collection is recorded on. */
export interface CashDelivery {
  date: string;
  status: DeliveryStatus;
}

/**
 * The rupees a rider collects for an order, as stored, never a figure sent by a browser: the
 * order's total, or for a plan cancelled after its start before the cash changed hands only the
 * meals it kept (decision 101). Null when there is nothing to collect (paid online, already
 * collected, or cancelled with nothing owed).
 */
export function cashToCollect(order: CashOrder): number | null {
  if (order.paymentMode !== 'COD' || order.paymentStatus !== 'due') return null;
  // A cancelled order owes only what its cancellation stored; none stored means nothing owed.
  const owed =
    order.status === 'cancelled' ? (order.cashDue ?? 0) : (order.cashDue ?? order.totalPrice);
  return owed > 0 ? owed : null;
}

export type CollectionProblem =
  | 'notCashOnDelivery'
  | 'alreadyCollected'
  | 'nothingDue'
  | 'deliveryNotDone'
  | 'notYetDue';

/**
 * Why cash cannot be recorded for this order on this delivery, or null when it can. On any
 * delivery that reached (or is about to reach) the customer, from its day on (India date), as the
 * run sheet's marks (decision 69): a rider never collects on a skipped, cancelled or missed meal.
 */
export function collectionProblem(
  order: CashOrder,
  delivery: CashDelivery,
  today: string,
): CollectionProblem | null {
  if (order.paymentMode !== 'COD') return 'notCashOnDelivery';
  if (order.paymentStatus === 'paid') return 'alreadyCollected';
  if (cashToCollect(order) === null) return 'nothingDue';
  if (delivery.status !== 'scheduled' && delivery.status !== 'delivered') return 'deliveryNotDone';
  if (delivery.date > today) return 'notYetDue';
  return null;
}

/**
 * True when the order belongs on the Cash due list: cash still due after its third delivery, or,
 * for a plan cancelled with cash owed for the meals it kept, once the last of them was delivered
 * (it may never reach a third; the list is where its cash is recorded when no stop is left).
 */
export function isCashDue(order: CashOrder, deliveriesDone: number, mealsLeft: number): boolean {
  if (cashToCollect(order) === null) return false;
  if (order.status === 'cancelled') return deliveriesDone > 0 && mealsLeft === 0;
  return deliveriesDone >= CASH_DUE_AFTER_DELIVERIES;
}
