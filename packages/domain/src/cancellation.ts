// What cancelling an order gives back, by the published policy (issue 14 point 2; the refund
// policy page says the same words): before the first delivery's cut-off the whole order is
// cancelled and every rupee paid goes back; once the plan has started, the meals not yet past
// their cut-off are cancelled and each becomes a meal credit at its frozen value (a credit, not a
// refund); a trial is cancelled with neither. The server applies it inside the order's lock; the
// screens show the same outcome before the customer confirms.
import type { DeliveryStatus } from './delivery-schedule.ts';
import { mealValues } from './meal-values.ts';

export type CancelRule = 'before-start' | 'after-start' | 'trial';

export interface CancellingOrder {
  isTrial: boolean;
  /** Rupees the meals were sold for: subtotal − discount (money and credits together). */
  soldFor: number;
  /** Rupees received in money so far: an online payment captured, or COD cash collected. */
  moneyIn: number;
  /** Rupees of money already refunded (refunds not failed). */
  refunded: number;
  /** Meal credits spent on the order at checkout, and their rupee value. */
  creditsSpent: number;
  creditsValue: number;
}

/** One delivery in delivery order (date, then Lunch before Dinner). */
export interface CancellingDelivery {
  id: string;
  status: DeliveryStatus;
  /** Before its cut-off: the kitchen has not started on it, so it can still be cancelled. */
  changeable: boolean;
}

export interface CancelOutcome {
  rule: CancelRule;
  /** The scheduled deliveries this cancellation stops. */
  cancelled: string[];
  /** Rupees of money to refund to where it came from. */
  refund: number;
  /** One new meal credit per entry: the cancelled delivery and the rupees it carries. */
  credits: { deliveryId: string; value: number }[];
  /** Credits spent at checkout that come back whole (before the start only). */
  creditsBack: { meals: number; value: number };
  /** Cash still owed afterwards when money was never collected (COD), else 0. */
  amountDue: number;
  /** The coupon use goes back to the coupon (before the start only). */
  releaseCoupon: boolean;
}

/** Not skipped: a meal the customer bought (a skipped one lives on as its makeup). */
const isSoldMeal = (status: DeliveryStatus) => status !== 'skipped';

/**
 * What the meals an order keeps are worth: each sold meal not cancelled (delivered, missed, or
 * still to go out) at its frozen value. `statuses` in delivery order, skipped meals included.
 */
export function keptMealsValue(soldFor: number, statuses: readonly DeliveryStatus[]): number {
  const meals = statuses.filter(isSoldMeal);
  const values = mealValues(soldFor, meals.length);
  return meals.reduce(
    (sum, status, i) => (status === 'cancelled' ? sum : sum + (values[i] ?? 0)),
    0,
  );
}

/**
 * The cash a COD order owes once cancelled before its cash was collected (decision 101): only
 * the meals it kept, less what meal credits paid for at checkout; the meals cancelled are never
 * charged, so they earn no credit either. The cancellation stores this figure on the order; the
 * rider collects it and the books check recomputes it from the deliveries with this function.
 */
export function cashDueForKeptMeals(
  order: Pick<CancellingOrder, 'soldFor' | 'creditsValue'>,
  statuses: readonly DeliveryStatus[],
): number {
  return Math.max(0, keptMealsValue(order.soldFor, statuses) - order.creditsValue);
}

export function cancellationOutcome(
  order: CancellingOrder,
  deliveries: readonly CancellingDelivery[],
): CancelOutcome {
  const meals = deliveries.filter((d) => isSoldMeal(d.status));
  // One rule for a meal's value, the ledger's: a cancelled meal is credited what it was sold for.
  const values = mealValues(order.soldFor, meals.length);
  const stoppable = meals.filter((d) => d.status === 'scheduled' && d.changeable);
  const started = meals.some((d) => d.status !== 'scheduled' || !d.changeable);
  const cancelledIds = new Set(stoppable.map((d) => d.id));
  const after = deliveries.map((d) => (cancelledIds.has(d.id) ? 'cancelled' : d.status));
  const keptValue = keptMealsValue(order.soldFor, after);
  const moneyLeft = Math.max(0, order.moneyIn - order.refunded);
  const none = { meals: 0, value: 0 };
  const rule: CancelRule = order.isTrial ? 'trial' : started ? 'after-start' : 'before-start';

  if (rule === 'before-start') {
    return {
      rule,
      cancelled: [...cancelledIds],
      refund: moneyLeft,
      credits: [],
      creditsBack: { meals: order.creditsSpent, value: order.creditsValue },
      amountDue: 0,
      releaseCoupon: true,
    };
  }

  // What was paid for in advance (money and credits) beyond the meals the customer keeps.
  const prepaid = moneyLeft + order.creditsValue;
  const amountDue = order.moneyIn > 0 ? 0 : cashDueForKeptMeals(order, after);
  if (rule === 'trial') {
    return {
      rule,
      cancelled: [...cancelledIds],
      refund: 0,
      credits: [],
      creditsBack: none,
      amountDue,
      releaseCoupon: false,
    };
  }
  let creditable = Math.max(0, prepaid - keptValue);
  const credits: CancelOutcome['credits'] = [];
  meals.forEach((d, i) => {
    if (!cancelledIds.has(d.id) || creditable === 0) return;
    const value = Math.min(values[i] ?? 0, creditable);
    creditable -= value;
    credits.push({ deliveryId: d.id, value });
  });
  return {
    rule,
    cancelled: [...cancelledIds],
    refund: 0,
    credits,
    creditsBack: none,
    amountDue,
    releaseCoupon: false,
  };
}
