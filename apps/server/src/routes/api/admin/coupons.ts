import { API_MSG } from '@fitthali/domain/api-messages';
import {
  couponChangeBody,
  couponParams,
  newCouponBody,
} from '@fitthali/domain/schemas/admin-catalogue';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coupons } from '../../../db/schema/catalogue.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { HttpError } from '../../../http-error.ts';

function publicCoupon(c: typeof coupons.$inferSelect) {
  return {
    code: c.code,
    amount: c.amount,
    active: c.active,
    expiresAt: c.expiresAt,
    usageLimit: c.usageLimit,
    usedCount: c.usedCount,
    createdAt: c.createdAt,
  };
}

/** /api/admin/coupons: the discount codes customers may use, as the admin keeps them. */
export const adminCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireAdmin };

  app.get('/api/admin/coupons', guard, async () => {
    const rows = await app.db.select().from(coupons).orderBy(asc(coupons.code));
    return { success: true, coupons: rows.map(publicCoupon) };
  });

  app.post(
    '/api/admin/coupons',
    { ...guard, schema: { body: newCouponBody } },
    async (request, reply) => {
      try {
        const [row] = await app.db.insert(coupons).values(request.body).returning();
        return reply.status(201).send({
          success: true,
          message: API_MSG.couponCreated,
          coupon: publicCoupon(row as typeof coupons.$inferSelect),
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, API_MSG.couponExists);
        throw err;
      }
    },
  );

  app.put(
    '/api/admin/coupons/:code',
    { ...guard, schema: { params: couponParams, body: couponChangeBody } },
    async (request) => {
      const { code } = request.params;
      const { active, amount, expiresAt, usageLimit } = request.body;
      // Only what was sent changes; the schema made sure something was.
      const set: Partial<typeof coupons.$inferInsert> = {};
      if (active !== undefined) set.active = active;
      if (amount !== undefined) set.amount = amount;
      if (expiresAt !== undefined) set.expiresAt = expiresAt;
      if (usageLimit !== undefined) set.usageLimit = usageLimit;
      const [row] = await app.db
        .update(coupons)
        .set(set)
        .where(eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()))
        .returning();
      if (!row) throw new HttpError(404, API_MSG.couponNotFound);
      return { success: true, message: API_MSG.couponUpdated, coupon: publicCoupon(row) };
    },
  );
};
