import { describe, expect, it } from 'vitest';
import { findCoupon, normalizeCouponCode, SEED_COUPONS } from './coupons.ts';

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
