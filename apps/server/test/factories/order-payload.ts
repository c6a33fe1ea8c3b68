import type { StoredAddress } from '@fitthali/domain/address';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { generateDeliveryDates } from '@fitthali/domain/delivery-dates';
import { type DurationDays, durationLabel } from '@fitthali/domain/durations';
import { gstOnTop } from '@fitthali/domain/gst';
import { findPlan } from '@fitthali/domain/plan-lookup';
import type { MealOption, Slot } from '@fitthali/domain/plans';
import { pricePerMeal, quoteWithPrice } from '@fitthali/domain/pricing';
import { WEEKDAYS } from '@fitthali/domain/weekdays';

// The one order factory: server tests post it with inject, browser journeys over HTTP. It uses
// only the domain package, so both can import it.

export const ODISHA_ADDRESS = {
  at: 'Plot 42, Kharavela Nagar',
  po: 'Unit 3',
  dist: 'Khordha',
  pin: '751001',
  lat: 20.2961,
  lng: 85.8245,
};

export interface OrderOptions {
  plan?: string;
  slot?: Slot;
  mealOption?: MealOption;
  days?: DurationDays;
  startDate?: string;
  selectedDays?: string[];
  coupon?: { code: string; amount: number };
  paymentMode?: 'COD' | 'Online';
  /** The operator's prices exclude GST: 5 % goes on top of the total, as the confirm page adds it. */
  gstExcluded?: boolean;
  /** Changes to the delivery address (Odisha's by default). */
  address?: Partial<StoredAddress>;
}

/** A subscribe payload priced exactly as the confirm page prices it, from the domain rules. */
export function orderPayload(options: OrderOptions = {}) {
  const plan = options.plan ?? 'High Protein';
  const slot = options.slot ?? 'Lunch';
  const mealOption = options.mealOption ?? 'Veg';
  const days = options.days ?? 7;
  // Two days out is always past the kitchen's 24-hour notice, whatever the time of day.
  const startDate = options.startDate ?? addDays(todayInIndia(), 2);
  const selectedDays = options.selectedDays ?? [...WEEKDAYS];
  // The spec's prices: tests that change a price in the catalogue pass their own total.
  const quote = quoteWithPrice({
    pricePerMeal: pricePerMeal(findPlan(plan)?.id, days, mealOption),
    slot,
    days,
    discount: options.coupon?.amount ?? 0,
  });
  return {
    plan,
    slot,
    mealOption,
    duration: durationLabel(days),
    days,
    startDate,
    deliveryDates: generateDeliveryDates({ startDate, selectedDays, days }),
    address: { ...ODISHA_ADDRESS, ...options.address },
    totalPrice: quote.total + gstOnTop(quote.total, !options.gstExcluded),
    discount: quote.discount,
    couponCode: options.coupon?.code ?? '',
    paymentMode: options.paymentMode ?? 'COD',
    selectedDays,
  };
}

export type OrderPayload = ReturnType<typeof orderPayload>;
