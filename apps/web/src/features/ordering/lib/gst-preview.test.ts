import { describe, expect, it } from 'vitest';
import { withCredits } from './credit-preview';
import { withGst } from './gst-preview';
import type { OrderPreview } from './order-preview';

const preview: OrderPreview = {
  pricePerMeal: 249,
  totalMeals: 7,
  subtotal: 1743,
  discount: 0,
  total: 1743,
  selectedDays: [],
  deliveryDates: [],
  problem: null,
};

describe('the confirm page’s GST (decision 124)', () => {
  it('adds nothing when prices include GST', () => {
    expect(withGst(preview, true)).toEqual({ ...preview, gst: 0, pricesIncludeGst: true });
  });

  it('adds 5 % rounded to the rupee on top of the total when prices exclude it', () => {
    // 1743 × 5 % = 87.15 → 87.
    expect(withGst(preview, false)).toMatchObject({ total: 1830, gst: 87 });
  });

  it('works the GST out after the meal credits, as the server does', () => {
    const now = new Date('2026-03-10T06:00:00Z');
    const lots = [{ id: 'a', value: 243, expiresAt: '2026-04-01T00:00:00Z' }];
    // 1743 − 243 = 1500; GST 75.
    expect(withGst(withCredits(preview, lots, 1, now), false)).toMatchObject({
      total: 1575,
      gst: 75,
      credits: { meals: 1, value: 243 },
    });
  });
});
