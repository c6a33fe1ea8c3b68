import { describe, expect, it } from 'vitest';
import { withCredits } from './credit-preview';
import type { OrderPreview } from './order-preview';

const now = new Date('2026-03-10T06:00:00Z');
const preview: OrderPreview = {
  pricePerMeal: 249,
  totalMeals: 7,
  subtotal: 1743,
  discount: 100,
  total: 1643,
  selectedDays: [],
  deliveryDates: [],
  problem: null,
};
const lots = [
  { id: 'b', value: 249, expiresAt: '2026-05-01T00:00:00Z' },
  { id: 'a', value: 235, expiresAt: '2026-04-01T00:00:00Z' },
];

describe('the confirm page’s credits preview', () => {
  it('takes the oldest credits’ values off the total', () => {
    const one = withCredits(preview, lots, 1, now);
    expect(one).toMatchObject({ total: 1643 - 235, credits: { meals: 1, value: 235 } });
    expect(one.mostCredits).toBe(2);
  });

  it('leaves the order as it is when no credit is wanted or none applies', () => {
    expect(withCredits(preview, lots, 0, now)).toEqual({ ...preview, mostCredits: 2 });
    expect(withCredits({ ...preview, total: 100 }, lots, 2, now)).toMatchObject({
      total: 100,
      mostCredits: 0,
    });
  });
});
