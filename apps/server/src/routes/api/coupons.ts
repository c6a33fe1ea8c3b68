import rateLimit from '@fastify/rate-limit';
import { API_MSG } from '@fitthali/domain/api-messages';
import { couponLookupParams } from '@fitthali/domain/schemas/coupon-lookup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { lookUpCoupon } from '../../orders/price-order.ts';

/**
 * Lets the confirm page preview a coupon (including ones an admin created) before ordering; the
 * order route checks it again and stays the authority.
 */
export const couponRoute: FastifyPluginAsyncZod<{ lookupsPerMinute: number }> = async (
  app,
  opts,
) => {
  // A handful of tries per checkout; guessing codes by the thousand stops here.
  await app.register(rateLimit, {
    max: opts.lookupsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, API_MSG.tooManyCouponChecks),
  });

  app.get('/api/coupons/:code', { schema: { params: couponLookupParams } }, async (request) => {
    const found = await lookUpCoupon(app.db, request.params.code);
    if (!found.ok) throw new HttpError(404, found.message);
    return { success: true, coupon: { code: found.coupon.code, amount: found.coupon.amount } };
  });
};
