import { MSG, startDateTooSoonMessage } from '@fitthali/domain/messages';
import { subscribePayloadSchema } from '@fitthali/domain/schemas/subscribe';
import { describe, expect, it } from 'vitest';
import { catalogueFrom, FALLBACK_CATALOGUE } from './catalogue';
import { checkCoupon, ENTER_COUPON_MESSAGE } from './coupon';
import { choicesReducer, defaultChoices, type OrderChoices } from './order-choices';
import { PICK_DAYS_MESSAGE, previewOrder, subscribePayload } from './order-preview';

const TODAY = '2025-03-14'; // a Friday
// The morning before, so TODAY's lunch is still ahead of the kitchen's 24-hour notice.
const NOW = new Date('2025-03-13T09:00:00+05:30');
const ADDRESS = { at: 'Plot 12, Saheed Nagar', po: 'Bhubaneswar', dist: 'Khordha', pin: '751007' };

function preview(choices: OrderChoices, startDate = TODAY, code?: string) {
  const coupon = code ? checkCoupon(code) : null;
  return previewOrder({
    choices,
    catalogue: FALLBACK_CATALOGUE,
    startDate,
    now: NOW,
    coupon: coupon?.ok ? coupon.coupon : null,
  });
}

describe('previewOrder', () => {
  it('prices High Protein Veg, 7 days, Lunch with MEAL100 as SPEC §9 does', () => {
    const p = preview(defaultChoices('high-protein'), TODAY, ' meal100 ');
    expect(p).toMatchObject({
      pricePerMeal: 249,
      totalMeals: 7,
      subtotal: 1743,
      discount: 100,
      total: 1643,
      problem: null,
    });
    expect(p.deliveryDates).toEqual([
      '2025-03-14',
      '2025-03-15',
      '2025-03-16',
      '2025-03-17',
      '2025-03-18',
      '2025-03-19',
      '2025-03-20',
    ]);
  });

  it('Lunch + Dinner doubles the meals; a discount never takes the total below zero', () => {
    const both = choicesReducer(defaultChoices('office-employee', 28), {
      type: 'slot',
      value: 'Lunch + Dinner',
    });
    const nonVeg = choicesReducer(both, { type: 'mealOption', value: 'Non-Veg' });
    expect(preview(nonVeg)).toMatchObject({ pricePerMeal: 169, totalMeals: 56, total: 9464 });
    const catalogue = catalogueFrom([
      { id: 'office-employee', prices: { '3': { veg: 20, nonVeg: 30 } } },
    ]);
    const trial = choicesReducer(defaultChoices('office-employee'), {
      type: 'trial',
      startDate: TODAY,
    });
    const coupon = checkCoupon('MEAL100');
    const cheap = previewOrder({
      choices: trial,
      catalogue,
      startDate: TODAY,
      now: NOW,
      coupon: coupon.ok ? coupon.coupon : null,
    });
    expect(cheap).toMatchObject({ subtotal: 60, discount: 60, total: 0 });
  });

  it('uses the live catalogue, keeping the spec figure for anything it lacks', () => {
    const catalogue = catalogueFrom([
      { id: 'high-protein', name: 'High Protein', prices: { '7': { veg: 259, nonVeg: 'x' } } },
      { id: 'nope', prices: {} },
    ]);
    expect(catalogue['high-protein'].prices[7]).toEqual({ veg: 259, nonVeg: 279 });
    expect(catalogue.weightloss.prices[21]).toEqual({ veg: 175, nonVeg: 185 });
  });

  it('generates only the picked weekdays, from the start date', () => {
    const custom = [1, 3, 5].reduce(
      (s, day) => choicesReducer(s, { type: 'toggleDay', day }),
      defaultChoices('diabetic', 21),
    );
    // Three days picked: the §4 rule makes it the 3 day duration.
    expect(custom.duration).toBe(3);
    expect(preview(custom).deliveryDates).toEqual(['2025-03-14', '2025-03-17', '2025-03-19']);
  });

  it('names what stops the order', () => {
    expect(preview(defaultChoices(null)).problem).toBe(MSG.invalidPlan);
    expect(preview(defaultChoices('custom'), '2025-03-12').problem).toBe(MSG.startDateInPast);
    // NOW is 09:00 on the 13th: that day's lunch is inside the kitchen's 24-hour notice.
    expect(preview(defaultChoices('custom'), '2025-03-13').problem).toBe(
      startDateTooSoonMessage('2025-03-14', 24),
    );
    expect(preview(defaultChoices('custom'), '2025-05-14').problem).toBe(MSG.startDateTooFar);
    expect(preview(defaultChoices('custom'), '').problem).toBe(MSG.invalidStartDate);
    const none = choicesReducer(defaultChoices('custom'), { type: 'dayMode', value: 'custom' });
    expect(preview(none).problem).toBe(PICK_DAYS_MESSAGE);
    const trial = choicesReducer(defaultChoices('custom'), { type: 'trial', startDate: TODAY });
    const four = choicesReducer(trial, { type: 'toggleDay', day: 2 });
    expect(preview(four).problem).toBe('You selected 4 days but plan requires 3 days');
    const sparse = choicesReducer(
      choicesReducer(defaultChoices('custom', 28), { type: 'dayMode', value: 'custom' }),
      { type: 'toggleDay', day: 1 },
    );
    expect(preview(sparse).problem).toMatch(/cannot fit 28 deliveries within 60 days/);
  });
});

describe('subscribePayload', () => {
  it('builds the SPEC §3 payload the server schema accepts', () => {
    const choices = choicesReducer(defaultChoices('weightloss'), {
      type: 'trial',
      startDate: TODAY,
    });
    const coupon = checkCoupon('flat50');
    if (!coupon.ok) throw new Error('FLAT50 should apply');
    const p = previewOrder({
      choices,
      catalogue: FALLBACK_CATALOGUE,
      startDate: TODAY,
      now: NOW,
      coupon: coupon.coupon,
    });
    const payload = subscribePayload({
      choices,
      catalogue: FALLBACK_CATALOGUE,
      preview: p,
      startDate: TODAY,
      address: ADDRESS,
      coupon: coupon.coupon,
      paymentMode: 'COD',
    });
    expect(payload).toEqual({
      plan: 'Weightloss',
      slot: 'Lunch',
      mealOption: 'Veg',
      duration: '3 Days',
      days: 3,
      startDate: TODAY,
      deliveryDates: ['2025-03-14', '2025-03-15', '2025-03-16'],
      address: { ...ADDRESS, lat: null, lng: null },
      totalPrice: 3 * 179 - 50,
      discount: 50,
      couponCode: 'FLAT50',
      paymentMode: 'COD',
      selectedDays: ['Friday', 'Saturday', 'Sunday'],
    });
    expect(subscribePayloadSchema.safeParse(payload).success).toBe(true);
  });
});

describe('the trial on a Sunday', () => {
  it('sends its days in delivery order, from the start date', () => {
    const sunday = '2025-03-16';
    const choices = choicesReducer(defaultChoices('custom'), { type: 'trial', startDate: sunday });
    const p = previewOrder({
      choices,
      catalogue: FALLBACK_CATALOGUE,
      startDate: sunday,
      now: NOW,
    });
    expect(p.selectedDays).toEqual(['Sunday', 'Monday', 'Tuesday']);
    expect(p.deliveryDates).toEqual(['2025-03-16', '2025-03-17', '2025-03-18']);
  });
});

describe('checkCoupon', () => {
  it('matches trimmed and in any case, and says why not', () => {
    expect(checkCoupon('  Meal100 ')).toEqual({
      ok: true,
      coupon: { code: 'MEAL100', amount: 100 },
    });
    expect(checkCoupon('flat50')).toEqual({ ok: true, coupon: { code: 'FLAT50', amount: 50 } });
    expect(checkCoupon('FREE1000')).toEqual({ ok: false, message: MSG.invalidCoupon });
    expect(checkCoupon('meal 100')).toEqual({ ok: false, message: MSG.invalidCoupon });
    expect(checkCoupon('   ')).toEqual({ ok: false, message: ENTER_COUPON_MESSAGE });
  });
});
