import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { fieldErrors, firstErrorMessage } from './first-error.ts';
import { subscribePayloadSchema } from './subscribe.ts';

// A payload as the confirm page builds it (SPEC §3): 7 day High Protein veg lunch with MEAL100.
const valid = {
  plan: 'High Protein',
  slot: 'Lunch',
  mealOption: 'Veg',
  duration: '7 Days',
  days: 7,
  startDate: '2026-11-23',
  deliveryDates: [
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ],
  address: {
    at: 'Plot 12',
    po: 'Saheed Nagar',
    dist: 'Khordha',
    pin: '751007',
    lat: null,
    lng: null,
  },
  totalPrice: 1643,
  discount: 100,
  couponCode: 'MEAL100',
  paymentMode: 'COD',
  selectedDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

function errorFor(input: unknown): string | undefined {
  const result = subscribePayloadSchema.safeParse(input);
  return result.success ? undefined : firstErrorMessage(result.error);
}

describe('subscribePayloadSchema (§3)', () => {
  it('accepts the confirm page payload', () => {
    expect(subscribePayloadSchema.parse(valid)).toEqual(valid);
  });

  it('accepts an empty or missing coupon, Online payment and abbreviated days', () => {
    expect(errorFor({ ...valid, couponCode: '' })).toBeUndefined();
    expect(errorFor({ ...valid, couponCode: undefined, discount: 0 })).toBeUndefined();
    expect(errorFor({ ...valid, paymentMode: 'Online' })).toBeUndefined();
    expect(errorFor({ ...valid, selectedDays: ['mon', 'WED', 'Fri'] })).toBeUndefined();
    expect(errorFor({ ...valid, selectedDays: [] })).toBeUndefined();
  });

  it('accepts every slot, meal option and duration label form', () => {
    for (const slot of ['Lunch', 'Dinner', 'Lunch + Dinner']) {
      expect(errorFor({ ...valid, slot })).toBeUndefined();
    }
    expect(errorFor({ ...valid, mealOption: 'Non-Veg' })).toBeUndefined();
    expect(errorFor({ ...valid, duration: '3 Days', days: 3 })).toBeUndefined();
    expect(errorFor({ ...valid, duration: '21 day', days: 21 })).toBeUndefined();
    expect(errorFor({ ...valid, duration: '28 Day Plan', days: 28 })).toBeUndefined();
  });

  it.each([
    ['plan', '', MSG.invalidPlan],
    ['plan', undefined, MSG.invalidPlan],
    ['plan', 3, MSG.invalidPlan],
    ['slot', 'Breakfast', MSG.invalidSlot],
    ['slot', 'lunch', MSG.invalidSlot],
    ['slot', undefined, MSG.invalidSlot],
    ['mealOption', 'Vegan', MSG.invalidMealOption],
    ['mealOption', null, MSG.invalidMealOption],
    ['duration', '5 Days', MSG.invalidDuration],
    ['duration', 7, MSG.invalidDuration],
    ['days', '7', MSG.invalidDuration],
    ['days', 0, MSG.invalidDuration],
    ['days', 7.5, MSG.invalidDuration],
    ['startDate', '2026-02-30', MSG.invalidStartDate],
    ['startDate', '23/11/2026', MSG.invalidStartDate],
    ['startDate', undefined, MSG.invalidStartDate],
    ['deliveryDates', ['2026-11-23', 'tomorrow'], MSG.invalidDeliveryDates],
    ['deliveryDates', '2026-11-23', MSG.invalidDeliveryDates],
    ['deliveryDates', Array(61).fill('2026-11-23'), MSG.invalidDeliveryDates],
    ['address', null, MSG.addressFieldsRequired],
    ['address', { at: 'Plot 12' }, MSG.addressFieldsRequired],
    ['totalPrice', -1, MSG.invalidTotalPrice],
    ['totalPrice', 99.5, MSG.invalidTotalPrice],
    ['totalPrice', '1643', MSG.invalidTotalPrice],
    ['discount', -100, MSG.invalidDiscount],
    ['discount', undefined, MSG.invalidDiscount],
    ['couponCode', 100, MSG.invalidCouponCode],
    ['couponCode', 'x'.repeat(51), MSG.invalidCouponCode],
    ['paymentMode', 'UPI', MSG.invalidPaymentMode],
    ['paymentMode', 'cod', MSG.invalidPaymentMode],
    ['selectedDays', ['Monday', 'Funday'], MSG.invalidSelectedDays],
    ['selectedDays', 'Mon,Tue', MSG.invalidSelectedDays],
    ['selectedDays', [1, 2], MSG.invalidSelectedDays],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorFor({ ...valid, [field]: value })).toBe(message);
  });

  it('refuses a day count that disagrees with the duration label', () => {
    expect(errorFor({ ...valid, duration: '21 Days', days: 7 })).toBe(MSG.durationMismatch);
    const result = subscribePayloadSchema.safeParse({ ...valid, days: 21 });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ days: MSG.durationMismatch });
  });

  it('a missing body → a general message', () => {
    expect(errorFor(undefined)).toBe(MSG.invalidSubscription);
  });

  it('reports a nested address problem under the address field', () => {
    const result = subscribePayloadSchema.safeParse({
      ...valid,
      address: { ...valid.address, pin: '1' },
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ address: MSG.invalidPin });
  });
});
