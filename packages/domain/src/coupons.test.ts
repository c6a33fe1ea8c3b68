import { describe, expect, it } from 'vitest';
import {
  couldBeCouponCode,
  findCoupon,
  NEW_COUPON_CODE_PATTERN,
  normalizeCouponCode,
  SEED_COUPONS,
} from './coupons.ts';

describe('coupons (§5, §9)', () => {
  it('seeds MEAL100 for 100 rupees off and FLAT50 for 50', () => {
    expect(SEED_COUPONS).toEqual([
      { code: 'MEAL100', amount: 100 },
      { code: 'FLAT50', amount: 50 },
    ]);
  });

  it('normalises by trimming and lower-casing', () => {
    expect(normalizeCouponCode('  MeAl100 ')).toBe('meal100');
  });

  it.each([
    ['MEAL100', 100],
    ['meal100', 100],
    [' meal100 ', 100],
    ['FLAT50', 50],
    ['flat50', 50],
    ['\tFlat50\n', 50],
  ])('finds %j worth %i rupees', (code, amount) => {
    expect(findCoupon(code)?.amount).toBe(amount);
  });

  it.each(['', '   ', 'MEAL 100', 'MEAL10', 'FLAT500', 'free'])('rejects %j', (code) => {
    expect(findCoupon(code)).toBeUndefined();
  });

  it('treats a missing code as no coupon', () => {
    expect(findCoupon(undefined)).toBeUndefined();
    expect(findCoupon(null)).toBeUndefined();
  });

  it('matches against a list passed in', () => {
    const coupons = [{ code: 'Diwali200', amount: 200 }];
    expect(findCoupon('DIWALI200', coupons)).toEqual({ code: 'Diwali200', amount: 200 });
    expect(findCoupon('MEAL100', coupons)).toBeUndefined();
  });
});

describe('coupon code shapes', () => {
  it('looks up what a customer may type, and nothing else', () => {
    expect(couldBeCouponCode(' Meal100 ')).toBe(true);
    expect(couldBeCouponCode('new_year-25')).toBe(true);
    expect(couldBeCouponCode('')).toBe(false);
    expect(couldBeCouponCode('MEAL 100')).toBe(false);
    expect(couldBeCouponCode('x'.repeat(51))).toBe(false);
  });

  it('lets an admin create 3 to 20 capital letters or digits, as the seeded codes are', () => {
    for (const seeded of SEED_COUPONS) expect(NEW_COUPON_CODE_PATTERN.test(seeded.code)).toBe(true);
    expect(NEW_COUPON_CODE_PATTERN.test('AB')).toBe(false);
    expect(NEW_COUPON_CODE_PATTERN.test('meal100')).toBe(false);
    expect(NEW_COUPON_CODE_PATTERN.test('NEW-YEAR')).toBe(false);
  });
});
