import { storedAddress } from '@fitthali/domain/address';
import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import { startDateProblem } from '@fitthali/domain/cut-off';
import { consecutiveWeekdays, generateDeliveryDates } from '@fitthali/domain/delivery-dates';
import { TRIAL_DURATION } from '@fitthali/domain/durations';
import { gstOnTop } from '@fitthali/domain/gst';
import { creditsToApply } from '@fitthali/domain/meal-credits';
import { MSG, weekdaysCannotFitMessage } from '@fitthali/domain/messages';
import { findPlan } from '@fitthali/domain/plan-lookup';
import { quoteWithPrice } from '@fitthali/domain/pricing';
import { isDeliverableAddress } from '@fitthali/domain/region';
import type { SubscribePayload } from '@fitthali/domain/schemas/subscribe';
import { parseSelectedDays, weekdayName } from '@fitthali/domain/weekdays';
import { eq, sql } from 'drizzle-orm';
import { currentPlanPrice } from '../catalogue/catalogue.ts';
import { liveLots } from '../credits/credit-ledger.ts';
import type { Db } from '../db/client.ts';
import { loadOperatorSettings } from '../db/queries/operator-settings.ts';
import { coupons } from '../db/schema/catalogue.ts';
import type { StoredAddress } from '../db/schema/orders.ts';
import { HttpError } from '../http-error.ts';

export interface PricedOrder {
  planId: string;
  planName: string;
  slot: SubscribePayload['slot'];
  mealOption: SubscribePayload['mealOption'];
  durationLabel: string;
  days: number;
  isTrial: boolean;
  startDate: string;
  selectedDays: string[];
  deliveryDates: string[];
  address: StoredAddress;
  pricePerMeal: number;
  totalMeals: number;
  subtotal: number;
  discount: number;
  /** What is paid in money: subtotal − discount − creditsValue + gstAmount. */
  totalPrice: number;
  /** GST added on top when the operator's prices exclude it (decision 124), else 0. */
  gstAmount: number;
  pricesIncludeGst: boolean;
  /** Meal credits the order spends (decided here, spent again under the lock with the order). */
  creditsSpent: number;
  creditsValue: number;
  couponCode: string | null;
  paymentMode: SubscribePayload['paymentMode'];
}

export type CouponLookup =
  | { ok: true; coupon: typeof coupons.$inferSelect }
  | { ok: false; message: string };

/**
 * Finds an active, unexpired coupon with uses left, by its code in any case; otherwise says why
 * not. Only a hint for the screens: the use itself is reserved with the order (coupon-uses.ts).
 */
export async function lookUpCoupon(db: Db, code: string): Promise<CouponLookup> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()));
  if (!row?.active) return { ok: false, message: MSG.invalidCoupon };
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
    return { ok: false, message: MSG.invalidCoupon };
  }
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) {
    return { ok: false, message: MSG.couponUsedUp };
  }
  return { ok: true, coupon: row };
}

/**
 * Recomputes an order from the catalogue and the domain rules, and refuses a payload whose price,
 * discount, dates or address disagree with what the server computes. Nothing the browser says
 * about money or dates is taken on trust; it is only compared.
 */
export async function priceOrder(
  db: Db,
  payload: SubscribePayload,
  now = new Date(),
  userId: string | null = null,
): Promise<PricedOrder> {
  const definition = findPlan(payload.plan);
  if (!definition) throw new HttpError(400, MSG.unknownPlan);

  const days = payload.days;
  // The kitchen's notice applies to the first meal of a new order (issue 11 point 3), under the
  // operator's windows and cut-offs as they stand now (issue 13 point 2). Whether prices include
  // GST is read in the same query, and fixed on the order from now on (decision 124).
  const { delivery, business } = await loadOperatorSettings(db);
  const { slots } = delivery;
  const { pricesIncludeGst } = business;
  const dateProblem = startDateProblem(payload.startDate, payload.slot, now, slots);
  if (dateProblem) throw new HttpError(400, dateProblem);

  const weekdayIndexes = parseSelectedDays(payload.selectedDays);
  if (weekdayIndexes.length === 0) throw new HttpError(400, MSG.invalidSelectedDays);
  const selectedDays = weekdayIndexes.map(weekdayName);
  const isTrial = days === TRIAL_DURATION;
  if (isTrial) {
    const expected = consecutiveWeekdays(payload.startDate, TRIAL_DURATION);
    const same =
      weekdayIndexes.length === TRIAL_DURATION &&
      expected.every((day) => selectedDays.includes(day));
    if (!same) throw new HttpError(400, MSG.trialNeedsThreeDays);
  }
  const deliveryDates = generateDeliveryDates({
    startDate: payload.startDate,
    selectedDays,
    days,
  });
  if (deliveryDates.length < days) throw new HttpError(400, weekdaysCannotFitMessage(days));
  const sent = [...payload.deliveryDates].sort();
  if (sent.length !== deliveryDates.length || sent.some((d, i) => d !== deliveryDates[i])) {
    throw new HttpError(400, MSG.datesChanged);
  }

  const address = storedAddress(payload.address);
  if (!isDeliverableAddress(address)) throw new HttpError(400, MSG.onlyOdisha);

  const priced = await currentPlanPrice(db, definition.id, days, payload.mealOption);
  if (!priced) throw new HttpError(400, MSG.unknownPlan);
  const { price, planName } = priced;

  const code = payload.couponCode?.trim() ?? '';
  let couponAmount = 0;
  let couponCode: string | null = null;
  if (code) {
    // The seed list in the domain is only the starting data; the database decides.
    const found = await lookUpCoupon(db, code);
    if (!found.ok) throw new HttpError(400, found.message);
    couponAmount = found.coupon.amount;
    couponCode = found.coupon.code;
  }

  const quote = quoteWithPrice({
    pricePerMeal: price,
    slot: payload.slot,
    days,
    discount: couponAmount,
  });
  if (payload.discount !== quote.discount) throw new HttpError(409, MSG.priceChanged);
  // Credits the customer asked to spend, by the rule the confirm page previews with (decision 86).
  const requested = userId ? (payload.credits ?? 0) : 0;
  const credits =
    requested > 0 && userId
      ? creditsToApply({
          lots: await liveLots(db, userId, now),
          requested,
          meals: quote.totalMeals,
          total: quote.total,
          now,
        })
      : { meals: 0, value: 0 };
  // The taxable value is the price after the coupon and the credits; GST goes on top of it when the
  // operator's prices exclude GST, and the total the customer confirmed must include it.
  const taxable = quote.total - credits.value;
  const gstAmount = gstOnTop(taxable, pricesIncludeGst);
  if (payload.totalPrice !== taxable + gstAmount) {
    throw new HttpError(409, requested > 0 ? CREDIT_MSG.creditsChanged : MSG.priceChanged);
  }
  if (payload.paymentMode === 'Online' && credits.meals > 0 && quote.total === credits.value) {
    throw new HttpError(400, CREDIT_MSG.creditsCoverOnlineOrder);
  }

  return {
    planId: definition.id,
    planName,
    slot: payload.slot,
    mealOption: payload.mealOption,
    durationLabel: payload.duration.trim(),
    days,
    isTrial,
    startDate: payload.startDate,
    selectedDays,
    deliveryDates,
    address,
    pricePerMeal: quote.pricePerMeal,
    totalMeals: quote.totalMeals,
    subtotal: quote.subtotal,
    discount: quote.discount,
    totalPrice: taxable + gstAmount,
    gstAmount,
    pricesIncludeGst,
    creditsSpent: credits.meals,
    creditsValue: credits.value,
    couponCode,
    paymentMode: payload.paymentMode,
  };
}
