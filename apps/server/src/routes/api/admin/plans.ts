import { API_MSG } from '@fitthali/domain/api-messages';
import { planPriceBody, planPriceParams } from '@fitthali/domain/schemas/admin-catalogue';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCatalogue } from '../../../catalogue/catalogue.ts';
import { planPrices } from '../../../db/schema/catalogue.ts';
import { HttpError } from '../../../http-error.ts';

/** /api/admin/plans: the plans' per-meal prices, which the storefront and the order route price with. */
export const adminPlansRoutes: FastifyPluginAsyncZod = async (app) => {
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
      if (updated.length === 0) throw new HttpError(404, API_MSG.planNotFound);
      // Orders already placed keep their frozen price; new ones and the storefront use this at once.
      app.catalogue.invalidate();
      const plan = (await loadCatalogue(app.db)).find((p) => p.id === planId);
      return { success: true, message: API_MSG.planPriceUpdated, plan };
    },
  );
};
