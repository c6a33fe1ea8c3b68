import { describe, expect, it } from 'vitest';
import { lastMealValues, mealsSoldFor, mealValueAt, mealValues } from './meal-values.ts';
import { quoteWithPrice } from './pricing.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('mealValues', () => {
  it('splits an undiscounted order at its price per meal', () => {
    const quote = quoteWithPrice({ pricePerMeal: 249, slot: 'Lunch', days: 7 });
    expect(mealValues(mealsSoldFor({ ...quote, gstAmount: 0 }), quote.totalMeals)).toEqual(
      Array(7).fill(249),
    );
  });

  it('spreads a coupon over the meals, the remainder one rupee each to the first meals', () => {
    // 7 × 249 − 100 (MEAL100) = 1643 = 7 × 234 + 5.
    const quote = quoteWithPrice({ pricePerMeal: 249, slot: 'Lunch', days: 7, discount: 100 });
    const values = mealValues(mealsSoldFor({ ...quote, gstAmount: 0 }), quote.totalMeals);
    expect(values).toEqual([235, 235, 235, 235, 235, 234, 234]);
    expect(sum(values)).toBe(1643);
  });

  it('counts both meals of a Lunch + Dinner day', () => {
    // 21 days × 2 meals × 185 − 50 (FLAT50) = 7720 over 42 meals = 183 r 34.
    const quote = quoteWithPrice({
      pricePerMeal: 185,
      slot: 'Lunch + Dinner',
      days: 21,
      discount: 50,
    });
    const values = mealValues(mealsSoldFor({ ...quote, gstAmount: 0 }), quote.totalMeals);
    expect(values).toHaveLength(42);
    expect(sum(values)).toBe(7720);
    expect(values.filter((v) => v === 184)).toHaveLength(34);
    expect(values.slice(34)).toEqual(Array(8).fill(183));
  });

  it('values the last meals for a cancellation so delivered plus credited is the total', () => {
    const total = 1643;
    const delivered = sum(mealValues(total, 7).slice(0, 4));
    const credited = sum(lastMealValues(total, 7, 3));
    expect(credited).toBe(234 + 234 + 235);
    expect(delivered + credited).toBe(total);
  });

  it('gives a fully discounted order meals worth nothing', () => {
    expect(mealValues(0, 3)).toEqual([0, 0, 0]);
  });

  it('answers 0 outside the order and refuses money that is not whole rupees', () => {
    expect(mealValueAt(100, 3, 3)).toBe(0);
    expect(mealValueAt(100, 0, 0)).toBe(0);
    expect(() => mealValues(10.5, 2)).toThrow(RangeError);
    expect(() => mealValues(-1, 2)).toThrow(RangeError);
  });
});

describe('mealsSoldFor with GST added on top (decision 124)', () => {
  it('adds the GST charged, so each meal given back returns its share of the tax', () => {
    // 7 × 200 = 1400 + 70 GST = 1470 = 7 × 210.
    const quote = quoteWithPrice({ pricePerMeal: 200, slot: 'Lunch', days: 7 });
    const soldFor = mealsSoldFor({ ...quote, gstAmount: 70 });
    expect(soldFor).toBe(1470);
    expect(mealValues(soldFor, quote.totalMeals)).toEqual(Array(7).fill(210));
  });
});
