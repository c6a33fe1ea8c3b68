import { type Address, storedAddress } from '@fitthali/domain/address';
import { startDateProblem } from '@fitthali/domain/cut-off';
import { weekdayIndex } from '@fitthali/domain/dates';
import { generateDeliveryDates } from '@fitthali/domain/delivery-dates';
import type { DeliverySettings } from '@fitthali/domain/delivery-settings';
import { durationLabel, TRIAL_DURATION } from '@fitthali/domain/durations';
import {
  dayCountMismatchMessage,
  ORDER_MSG,
  weekdaysCannotFitMessage,
} from '@fitthali/domain/order-messages';
import type { PaymentMode } from '@fitthali/domain/plans';
import { quoteWithPrice } from '@fitthali/domain/pricing';
import type { SubscribePayload } from '@fitthali/domain/schemas/subscribe';
import { WEEKDAYS, type Weekday } from '@fitthali/domain/weekdays';
import { type Catalogue, mealPrice } from './catalogue';
import type { AppliedCoupon } from './coupon';
import { type OrderChoices, selectedWeekdays } from './order-choices';

/** Custom mode with nothing ticked: not a rule the spec words, so it is ours. */
export const PICK_DAYS_MESSAGE = 'Please pick at least one day of the week.';

export type OrderPreview = {
  pricePerMeal: number;
  totalMeals: number;
  subtotal: number;
  discount: number;
  total: number;
  selectedDays: Weekday[];
  /** Exactly what the server will generate and store (SPEC §5 delivery date rule). */
  deliveryDates: string[];
  /** The first thing that stops this order, in the words the customer will see; else null. */
  problem: string | null;
  /** Meal credits spent and the rupees they take off `total` (the confirm page's credits box). */
  credits?: { meals: number; value: number };
  /** GST added on top (included in `total`) when the operator's prices exclude it (`withGst`). */
  gst?: number;
  pricesIncludeGst?: boolean;
};

/**
 * Weekdays Monday first, except the trial's, which read from the start date on ('Sunday, Monday,
 * Tuesday'), the way they are delivered.
 */
function inDeliveryOrder(
  days: Weekday[],
  choices: OrderChoices,
  startDate: string | null,
): Weekday[] {
  if (choices.duration !== TRIAL_DURATION || !startDate) return days;
  const first = weekdayIndex(startDate);
  const offset = (day: Weekday) => (WEEKDAYS.indexOf(day) - first + 7) % 7;
  return [...days].sort((a, b) => offset(a) - offset(b));
}

/** The figures and dates an order will have, computed with the same domain functions as the server. */
export function previewOrder({
  choices,
  catalogue,
  startDate,
  now,
  coupon,
  settings,
}: {
  choices: OrderChoices;
  catalogue: Catalogue;
  startDate: string;
  /** The moment the kitchen's cut-off is measured from. */
  now: Date;
  coupon?: AppliedCoupon | null;
  /** The operator's delivery windows and cut-offs; the defaults where they are not known. */
  settings?: DeliverySettings;
}): OrderPreview {
  const price = mealPrice(catalogue, choices.planId, choices.duration, choices.mealOption);
  const quote = quoteWithPrice({
    pricePerMeal: price,
    slot: choices.slot,
    days: choices.duration,
    discount: coupon?.amount ?? 0,
  });
  const dateProblem = startDateProblem(startDate, choices.slot, now, settings);
  const selectedDays = inDeliveryOrder(
    selectedWeekdays(choices),
    choices,
    dateProblem ? null : startDate,
  );
  const deliveryDates = dateProblem
    ? []
    : generateDeliveryDates({ startDate, selectedDays, days: choices.duration });

  let problem: string | null = null;
  if (choices.planId === null) problem = ORDER_MSG.invalidPlan;
  else if (dateProblem) problem = dateProblem;
  else if (selectedDays.length === 0) problem = PICK_DAYS_MESSAGE;
  else if (choices.duration === TRIAL_DURATION && selectedDays.length !== TRIAL_DURATION) {
    // The one place SPEC §5's day count rule still holds (docs/decisions.md 20).
    problem = dayCountMismatchMessage(selectedDays.length, TRIAL_DURATION);
  } else if (deliveryDates.length < choices.duration) {
    problem = weekdaysCannotFitMessage(choices.duration);
  }

  return {
    pricePerMeal: quote.pricePerMeal,
    totalMeals: quote.totalMeals,
    subtotal: quote.subtotal,
    discount: quote.discount,
    total: quote.total,
    selectedDays,
    deliveryDates,
    problem,
  };
}

/** The SPEC §3 subscribe payload for a previewed order. */
export function subscribePayload({
  choices,
  catalogue,
  preview,
  startDate,
  address,
  coupon,
  paymentMode,
}: {
  choices: OrderChoices;
  catalogue: Catalogue;
  preview: OrderPreview;
  startDate: string;
  address: Address;
  coupon: AppliedCoupon | null;
  paymentMode: PaymentMode;
}): SubscribePayload {
  const plan = choices.planId ? catalogue[choices.planId].name : '';
  return {
    plan,
    slot: choices.slot,
    mealOption: choices.mealOption,
    duration: durationLabel(choices.duration),
    days: choices.duration,
    startDate,
    deliveryDates: preview.deliveryDates,
    address: storedAddress(address),
    totalPrice: preview.total,
    discount: preview.discount,
    couponCode: coupon ? coupon.code : null,
    paymentMode,
    selectedDays: [...preview.selectedDays],
    ...(preview.credits?.meals ? { credits: preview.credits.meals } : {}),
  };
}
