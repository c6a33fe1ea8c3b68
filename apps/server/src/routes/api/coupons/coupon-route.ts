import rateLimit from '@fastify/rate-limit';
import { MSG } from '@fitthali/domain/messages';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http-error.ts';
import { lookUpCoupon } from '../../../orders/price-order.ts';

/**
 * Lets the confirm page preview a coupon (including ones an admin created) before ordering; the
 * order route checks it again and stays the authority.
 */
export async function couponRoute(app: FastifyInstance, opts: { lookupsPerMinute: number }) {
  // A handful of tries per checkout; guessing codes by the thousand stops here.
  await app.register(rateLimit, {
    max: opts.lookupsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, 'Too many coupon checks. Please wait a minute.'),
  });

  app.get('/api/coupons/:code', async (request) => {
    const { code } = request.params as { code: string };
    const trimmed = code.trim();
    if (!/^[A-Za-z0-9_-]{1,50}$/.test(trimmed)) throw new HttpError(404, MSG.invalidCoupon);
    const found = await lookUpCoupon(app.db, trimmed);
    if (!found.ok) throw new HttpError(404, found.message);
    return { success: true, coupon: { code: found.coupon.code, amount: found.coupon.amount } };
  });
}
