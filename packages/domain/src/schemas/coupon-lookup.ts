import { z } from 'zod';
import { COUPON_LOOKUP_PATTERN } from '../coupons.ts';
import { MSG } from '../messages.ts';
import { NOT_FOUND } from './refusal-status.ts';

/**
 * GET /api/coupons/:code: a code that could never have been issued is answered like an unknown
 * one, so the preview says the same "Invalid coupon code" either way.
 */
export const couponLookupParams = z.object({
  code: z
    .string()
    .trim()
    .refine((code) => COUPON_LOOKUP_PATTERN.test(code), {
      error: MSG.invalidCoupon,
      params: NOT_FOUND,
    }),
});
