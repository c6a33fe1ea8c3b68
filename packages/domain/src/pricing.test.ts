import { describe, expect, it } from 'vitest';
import type { DurationDays } from './durations.ts';
import type { MealOption, PlanId, Slot } from './plans.ts';
import {
  FALLBACK_PRICE,
  mealsPerDay,
  PRICE_TABLE,
  type PriceTable,
  pricePerMeal,
  quoteWithPrice,
  startingPriceOf,
  totalMeals,
} from './pricing.ts';

// SPEC §9, veg / non-veg rupees per meal for 3 / 7 / 21 / 28 days, copied cell by cell.
const SPEC_PRICES: [PlanId, DurationDays, number, number][] = [
  ['high-protein', 3, 249, 279],
  ['high-protein', 7, 249, 279],
  ['high-protein', 21, 249, 279],
  ['high-protein', 28, 239, 269],
  ['weightloss', 3, 179, 189],
  ['weightloss', 7, 179, 189],
  ['weightloss', 21, 175, 185],
  ['weightloss', 28, 169, 179],
  ['diabetic', 3, 229, 249],
  ['diabetic', 7, 229, 249],
  ['diabetic', 21, 229, 249],
  ['diabetic', 28, 219, 239],
  ['custom', 3, 219, 239],
  ['custom', 7, 219, 239],
  ['custom', 21, 215, 235],
  ['custom', 28, 209, 229],
  ['office-employee', 3, 169, 179],
  ['office-employee', 7, 169, 179],
  ['office-employee', 21, 169, 179],
  ['office-employee', 28, 159, 169],
];

describe('PRICE_TABLE (§9)', () => {
  it.each(SPEC_PRICES)('%s for %i days costs %i veg / %i non-veg', (plan, days, veg, nonVeg) => {
    expect(PRICE_TABLE[plan][days]).toEqual({ veg, nonVeg });
    expect(pricePerMeal(plan, days, 'Veg')).toBe(veg);
    expect(pricePerMeal(plan, days, 'Non-Veg')).toBe(nonVeg);
  });

  it('holds exactly the 20 cells of the spec', () => {
    const cells = Object.values(PRICE_TABLE).flatMap((byDays) => Object.keys(byDays));
    expect(cells).toHaveLength(SPEC_PRICES.length);
  });
});

describe('pricePerMeal fallback (§9)', () => {
  it('charges 179 veg / 189 non-veg for an unknown plan', () => {
    expect(FALLBACK_PRICE).toEqual({ veg: 179, nonVeg: 189 });
    expect(pricePerMeal(undefined, 21, 'Veg')).toBe(179);
    expect(pricePerMeal(undefined, 21, 'Non-Veg')).toBe(189);
    expect(pricePerMeal('keto' as PlanId, 7, 'Non-Veg')).toBe(189);
  });

  it('falls back for a duration the table lacks', () => {
    expect(pricePerMeal('high-protein', 14 as DurationDays, 'Veg')).toBe(179);
  });

  it('reads a table passed in, e.g. prices an admin changed', () => {
    const table: PriceTable = {
      ...PRICE_TABLE,
      weightloss: { ...PRICE_TABLE.weightloss, 7: { veg: 150, nonVeg: 160 } },
    };
    expect(pricePerMeal('weightloss', 7, 'Non-Veg', table)).toBe(160);
    expect(pricePerMeal('weightloss', 7, 'Non-Veg')).toBe(189);
  });
});

describe('meal counts (§9)', () => {
  it('Lunch + Dinner is two meals a day, Lunch or Dinner one', () => {
    expect(mealsPerDay('Lunch')).toBe(1);
    expect(mealsPerDay('Dinner')).toBe(1);
    expect(mealsPerDay('Lunch + Dinner')).toBe(2);
  });

  it('total meals = meals a day × days', () => {
    expect(totalMeals('Lunch', 7)).toBe(7);
    expect(totalMeals('Dinner', 21)).toBe(21);
    expect(totalMeals('Lunch + Dinner', 28)).toBe(56);
    expect(totalMeals('Lunch + Dinner', 3)).toBe(6);
  });
});

/** The quote for a plan at the spec's price (the live catalogue starts from the same table). */
function quote(input: {
  planId: PlanId | undefined;
  days: DurationDays;
  mealOption: MealOption;
  slot: Slot;
  discount?: number;
  table?: PriceTable;
}) {
  const price = pricePerMeal(input.planId, input.days, input.mealOption, input.table);
  return quoteWithPrice({
    pricePerMeal: price,
    slot: input.slot,
    days: input.days,
    discount: input.discount,
  });
}

describe('quoteWithPrice (§5, §9)', () => {
  it('prices a 7 day High Protein non-veg lunch with MEAL100', () => {
    expect(
      quote({
        planId: 'high-protein',
        days: 7,
        mealOption: 'Non-Veg',
        slot: 'Lunch',
        discount: 100,
      }),
    ).toEqual({ pricePerMeal: 279, totalMeals: 7, subtotal: 1953, discount: 100, total: 1853 });
  });

  it('doubles meals for Lunch + Dinner on the 28 day Office plan', () => {
    expect(
      quote({ planId: 'office-employee', days: 28, mealOption: 'Veg', slot: 'Lunch + Dinner' }),
    ).toEqual({ pricePerMeal: 159, totalMeals: 56, subtotal: 8904, discount: 0, total: 8904 });
  });

  it('uses the fallback for an unknown plan', () => {
    expect(
      quote({ planId: undefined, days: 21, mealOption: 'Non-Veg', slot: 'Dinner', discount: 50 }),
    ).toEqual({ pricePerMeal: 189, totalMeals: 21, subtotal: 3969, discount: 50, total: 3919 });
  });

  it('caps the discount at the subtotal so the total is 0, not negative', () => {
    const table: PriceTable = {
      ...PRICE_TABLE,
      weightloss: { ...PRICE_TABLE.weightloss, 3: { veg: 10, nonVeg: 20 } },
    };
    expect(
      quote({
        planId: 'weightloss',
        days: 3,
        mealOption: 'Veg',
        slot: 'Lunch',
        discount: 100,
        table,
      }),
    ).toEqual({ pricePerMeal: 10, totalMeals: 3, subtotal: 30, discount: 30, total: 0 });
  });

  it('ignores a negative discount rather than adding to the bill', () => {
    expect(
      quoteWithPrice({ pricePerMeal: 179, slot: 'Lunch', days: 3, discount: -100 }).total,
    ).toBe(537);
  });

  it('is meals × price minus discount', () => {
    expect(quoteWithPrice({ pricePerMeal: 175, slot: 'Lunch', days: 21 }).total).toBe(3675);
    expect(
      quote({ planId: 'diabetic', days: 21, mealOption: 'Veg', slot: 'Lunch', discount: 50 }).total,
    ).toBe(21 * 229 - 50);
  });
});

describe('startingPriceOf (§3)', () => {
  it('is the cheapest meal in a plan table, ignoring prices not set', () => {
    expect(startingPriceOf(PRICE_TABLE['high-protein'])).toBe(239);
    const unset = { veg: 0, nonVeg: 0 };
    const noPrices = { 3: unset, 7: unset, 21: unset, 28: unset };
    expect(startingPriceOf({ ...noPrices, 7: { veg: 0, nonVeg: 199 } })).toBe(199);
    expect(startingPriceOf(noPrices)).toBe(0);
  });
});
