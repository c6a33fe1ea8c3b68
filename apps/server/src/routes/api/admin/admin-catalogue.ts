import { MSG } from '@fitthali/domain/messages';
import {
  couponChangeBody,
  couponParams,
  newCouponBody,
  planPriceBody,
  planPriceParams,
} from '@fitthali/domain/schemas/admin-catalogue';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCatalogue } from '../../../catalogue/catalogue.ts';
import { coupons, planPrices } from '../../../db/schema/catalogue.ts';
import { HttpError } from '../../../http-error.ts';
import { isUniqueViolation } from '../../../orders/create-subscription.ts';

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

/** Plans' per-meal prices and the coupons: what the storefront and the order route price with. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireAdmin };

  app.get('/api/admin/plans', guard, async () => ({
    success: true,
    plans: await loadCatalogue(app.db),
  }));

  app.put(
    '/api/admin/plans/:planId/prices',
    { ...guard, schema: { params: planPriceParams, body: planPriceBody } },
    async (request) => {
      const { planId } = request.params;
      const { durationDays, mealOption, price } = request.body;
      const updated = await app.db
        .update(planPrices)
        .set({ price, updatedAt: new Date() })
        .where(
          and(
            eq(planPrices.planId, planId),
            eq(planPrices.durationDays, durationDays),
            eq(planPrices.mealOption, mealOption),
          ),
        )
        .returning();
      if (updated.length === 0) throw new HttpError(404, MSG.planNotFound);
      // Orders already placed keep their frozen price; new ones and the storefront use this at once.
      app.catalogue.invalidate();
      const plan = (await loadCatalogue(app.db)).find((p) => p.id === planId);
      return { success: true, message: MSG.planPriceUpdated, plan };
    },
  );

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
          message: MSG.couponCreated,
          coupon: publicCoupon(row as typeof coupons.$inferSelect),
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, MSG.couponExists);
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
      if (!row) throw new HttpError(404, MSG.couponNotFound);
      return { success: true, message: MSG.couponUpdated, coupon: publicCoupon(row) };
    },
  );
};
