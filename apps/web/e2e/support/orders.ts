import { earliestStartDate } from '@fitthali/domain/cut-off';
import { generateDeliveryDates } from '@fitthali/domain/delivery-dates';
import { type DurationDays, durationLabel } from '@fitthali/domain/durations';
import { findPlan, type MealOption, type Slot } from '@fitthali/domain/plans';
import { pricePerMeal, quoteWithPrice } from '@fitthali/domain/pricing';
import { WEEKDAYS } from '@fitthali/domain/weekdays';
import type { SignedUp } from './accounts.ts';
import { baseURL } from './browser.ts';

export const ODISHA_ADDRESS = {
  at: 'Plot 42, Kharavela Nagar',
  po: 'Unit 3',
  dist: 'Khordha',
  pin: '751001',
  lat: 20.2961,
  lng: 85.8245,
};

export type OrderOptions = {
  plan?: string;
  slot?: Slot;
  mealOption?: MealOption;
  days?: DurationDays;
  startDate?: string;
  selectedDays?: string[];
  paymentMode?: 'COD' | 'Online';
};

/**
 * Places an order over the API the way the confirm page does, priced from the domain rules, from
 * the first day the kitchen can still cook for. Journeys that are not about ordering seed with it.
 */
export async function placeOrderViaApi(customer: SignedUp, options: OrderOptions = {}) {
  const plan = options.plan ?? 'High Protein';
  const slot = options.slot ?? 'Lunch';
  const mealOption = options.mealOption ?? 'Veg';
  const days = options.days ?? 7;
  const startDate = options.startDate ?? earliestStartDate(slot);
  const selectedDays = options.selectedDays ?? [...WEEKDAYS];
  const price = pricePerMeal(findPlan(plan)?.id, days, mealOption);
  const quote = quoteWithPrice({ pricePerMeal: price, slot, days });
  const res = await fetch(`${baseURL()}/api/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({
      plan,
      slot,
      mealOption,
      duration: durationLabel(days),
      days,
      startDate,
      deliveryDates: generateDeliveryDates({ startDate, selectedDays, days }),
      address: ODISHA_ADDRESS,
      totalPrice: quote.total,
      discount: quote.discount,
      couponCode: '',
      paymentMode: options.paymentMode ?? 'COD',
      selectedDays,
    }),
  });
  const body = (await res.json()) as { subscriptionId: string; totalPrice: number };
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Saves an Odisha address to the customer's address book, as the confirm page's form does. */
export async function saveAddressViaApi(customer: SignedUp, address: object = ODISHA_ADDRESS) {
  const res = await fetch(`${baseURL()}/api/user/address`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({ address }),
  });
  if (!res.ok) throw new Error(`saving the address failed: ${res.status}`);
}

/** The customer's orders and payments as the profile API returns them. */
export async function profileOf(customer: SignedUp) {
  const res = await fetch(`${baseURL()}/api/user/profile`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const body = (await res.json()) as {
    user: {
      trialUsed: boolean;
      subscriptions: { _id: string; status: string; createdAt: string }[];
    };
  };
  return body.user;
}
