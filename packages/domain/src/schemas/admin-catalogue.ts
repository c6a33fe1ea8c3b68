import { z } from 'zod';
import { API_MSG } from '../api-messages.ts';
import { NEW_COUPON_CODE_PATTERN } from '../coupons.ts';
import { type DurationDays, isDuration } from '../durations.ts';
import { MEAL_OPTIONS } from '../plans.ts';
import { planPriceSchema } from './plan-price.ts';
import { bodyFields } from './request-body.ts';

export const COUPON_AMOUNT_MAX = 5_000;
export const COUPON_USAGE_LIMIT_MAX = 1_000_000;

/** PUT /api/admin/plans/:planId/prices: one price of one plan (a duration and meal option). */
export const planPriceParams = z.object({ planId: z.string() });
export const planPriceBody = bodyFields({
  durationDays: z.custom<DurationDays>(isDuration, { error: API_MSG.invalidPriceDuration }),
  mealOption: z.enum(MEAL_OPTIONS, { error: API_MSG.invalidPriceMealOption }),
  price: planPriceSchema,
});

const couponAmount = z
  .number({ error: API_MSG.invalidCouponAmount })
  .int({ error: API_MSG.invalidCouponAmount })
  .min(1, { error: API_MSG.invalidCouponAmount })
  .max(COUPON_AMOUNT_MAX, { error: API_MSG.invalidCouponAmount });

/**
 * The last moment a coupon works: a calendar date means the end of that day in India; null or ''
 * clears it; absent leaves it as it is (undefined).
 */
const couponExpiry = z
  .unknown()
  .optional()
  .transform((value, ctx): Date | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    const date =
      typeof value === 'string'
        ? new Date(value.length === 10 ? `${value}T23:59:59+05:30` : value)
        : null;
    if (!date || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: API_MSG.invalidCouponExpiry });
      return z.NEVER;
    }
    return date;
  });

/** How many orders may use a coupon: null or '' means no limit; absent leaves it as it is. */
const couponUsageLimit = z
  .unknown()
  .optional()
  .transform((value, ctx): number | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < 1 ||
      value > COUPON_USAGE_LIMIT_MAX
    ) {
      ctx.addIssue({ code: 'custom', message: API_MSG.invalidCouponUsageLimit });
      return z.NEVER;
    }
    return value;
  });

/** POST /api/admin/coupons: codes are kept upper-case; a new coupon is active unless told not. */
export const newCouponBody = bodyFields({
  code: z
    .unknown()
    .optional()
    .transform((code) => (typeof code === 'string' ? code.trim().toUpperCase() : ''))
    .pipe(z.string().regex(NEW_COUPON_CODE_PATTERN, { error: API_MSG.invalidNewCouponCode })),
  amount: couponAmount,
  active: z
    .unknown()
    .optional()
    .transform((active) => active === undefined || active === true),
  expiresAt: couponExpiry.transform((expiry) => expiry ?? null),
  usageLimit: couponUsageLimit.transform((limit) => limit ?? null),
});

/** PUT /api/admin/coupons/:code: only the fields sent change, and at least one must be sent. */
export const couponParams = z.object({ code: z.string() });
export const couponChangeBody = bodyFields({
  active: z.boolean({ error: API_MSG.invalidCouponActive }).optional(),
  amount: couponAmount.optional(),
  expiresAt: couponExpiry,
  usageLimit: couponUsageLimit,
}).refine((change) => Object.values(change).some((value) => value !== undefined), {
  error: API_MSG.nothingToChange,
});
