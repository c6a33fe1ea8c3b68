import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { validate } from './first-error.ts';
import { planPriceSchema } from './plan-price.ts';

describe('planPriceSchema', () => {
  it.each([1, 260, 10_000])('takes ₹%i', (price) => {
    expect(validate(planPriceSchema, price)).toEqual({ success: true, data: price });
  });

  it.each([-5, 0, 10_001, 99.5, Number.NaN, '200', null, undefined])(
    'refuses %s with the one price message',
    (price) => {
      const result = validate(planPriceSchema, price);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.message).toBe(MSG.invalidPlanPrice);
    },
  );
});
