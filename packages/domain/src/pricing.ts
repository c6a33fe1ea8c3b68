// Per-meal prices and order totals (SPEC §9). PRICE_TABLE holds the spec's prices: the catalogue the
// server seeds its prices table with, and what prerendered pages show until the live catalogue
// arrives. Totals are computed by quoteWithPrice on both sides from the live price, so a tampered
// total is detected and refused. Money is whole rupees throughout.

import type { DurationDays } from './durations.ts';
import type { MealOption, PlanId, Slot } from './plans.ts';

export interface MealPrice {
  veg: number;
  nonVeg: number;
}

export type PriceTable = Record<PlanId, Record<DurationDays, MealPrice>>;

export const PRICE_TABLE: PriceTable = {
  'high-protein': {
    3: { veg: 249, nonVeg: 279 },
    7: { veg: 249, nonVeg: 279 },
    21: { veg: 249, nonVeg: 279 },
    28: { veg: 239, nonVeg: 269 },
  },
  weightloss: {
    3: { veg: 179, nonVeg: 189 },
    7: { veg: 179, nonVeg: 189 },
    21: { veg: 175, nonVeg: 185 },
    28: { veg: 169, nonVeg: 179 },
  },
  diabetic: {
    3: { veg: 229, nonVeg: 249 },
    7: { veg: 229, nonVeg: 249 },
    21: { veg: 229, nonVeg: 249 },
    28: { veg: 219, nonVeg: 239 },
  },
  custom: {
    3: { veg: 219, nonVeg: 239 },
    7: { veg: 219, nonVeg: 239 },
    21: { veg: 215, nonVeg: 235 },
    28: { veg: 209, nonVeg: 229 },
  },
  'office-employee': {
    3: { veg: 169, nonVeg: 179 },
    7: { veg: 169, nonVeg: 179 },
    21: { veg: 169, nonVeg: 179 },
    28: { veg: 159, nonVeg: 169 },
  },
};

/**
 * The lowest price per meal a plan's table offers, quoted as "Starting at" (SPEC §3); 0 when no
 * price is set yet. Derived, so the card can never disagree with the table.
 */
export function startingPriceOf(prices: Readonly<Record<DurationDays, MealPrice>>): number {
  const all = Object.values(prices)
    .flatMap((price) => [price.veg, price.nonVeg])
    .filter((price) => price > 0);
  return all.length > 0 ? Math.min(...all) : 0;
}

/** What the confirm page charges when it cannot tell which plan it was given (SPEC §9). */
export const FALLBACK_PRICE: Readonly<MealPrice> = { veg: 179, nonVeg: 189 };

export function pricePerMeal(
  planId: PlanId | undefined,
  days: DurationDays,
  mealOption: MealOption,
  table: PriceTable = PRICE_TABLE,
): number {
  // Plan ids and durations come from requests and stored rows at run time, so an entry may be
  // missing even though the types say otherwise; the spec's answer for that is the fallback.
  const price = (planId === undefined ? undefined : table[planId]?.[days]) ?? FALLBACK_PRICE;
  return mealOption === 'Non-Veg' ? price.nonVeg : price.veg;
}

export function mealsPerDay(slot: Slot): 1 | 2 {
  return slot === 'Lunch + Dinner' ? 2 : 1;
}

export function totalMeals(slot: Slot, days: number): number {
  return mealsPerDay(slot) * days;
}

export interface Quote {
  pricePerMeal: number;
  totalMeals: number;
  subtotal: number;
  /** The discount actually given: never more than the subtotal, never negative. */
  discount: number;
  total: number;
}

/**
 * Meals × price minus the discount. The per-meal price comes from the live catalogue (the server's
 * prices table, which admins edit; the screens' copy of GET /api/plans), never from the request.
 */
export function quoteWithPrice({
  pricePerMeal: price,
  slot,
  days,
  discount = 0,
}: {
  pricePerMeal: number;
  slot: Slot;
  days: number;
  discount?: number;
}): Quote {
  const meals = totalMeals(slot, days);
  const subtotal = meals * price;
  // Capping here (not only flooring the total) keeps the stored discount honest: a 100 rupee
  // coupon on a 50 rupee order records 50 rupees off.
  const given = Math.min(subtotal, Math.max(0, discount));
  return {
    pricePerMeal: price,
    totalMeals: meals,
    subtotal,
    discount: given,
    total: subtotal - given,
  };
}
