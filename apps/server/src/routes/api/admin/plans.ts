import { API_MSG } from '@fitthali/domain/api-messages';
import { MENU_MSG } from '@fitthali/domain/menu-messages';
import { planPriceBody, planPriceParams } from '@fitthali/domain/schemas/admin-catalogue';
import { eggFriendlyBody } from '@fitthali/domain/schemas/admin-menu';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCatalogue } from '../../../catalogue/catalogue.ts';
import type { Db } from '../../../db/client.ts';
import { planPrices, plans } from '../../../db/schema/catalogue.ts';
import { HttpError } from '../../../http-error.ts';
import { setEggFriendly } from '../../../menus/egg-friendly.ts';

/**
 * The catalogue as the admin sees it: each plan with its prices and whether its Veg menu may serve
 * egg dishes (issue 26 point 3; the storefront's GET /api/plans does not carry it).
 */
async function adminPlans(db: Db) {
  const [catalogue, marks] = await Promise.all([
    loadCatalogue(db),
    db.select({ id: plans.id, eggFriendly: plans.eggFriendly }).from(plans),
  ]);
  const eggFriendly = new Map(marks.map((mark) => [mark.id, mark.eggFriendly]));
  return catalogue.map((plan) => ({ ...plan, eggFriendly: eggFriendly.get(plan.id) ?? false }));
}

/**
 * /api/admin/plans: the plans' per-meal prices, which the storefront and the order route price
 * with, and whether each plan's Veg menu may serve egg dishes.
 */
export const adminPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireAdmin };

  app.get('/api/admin/plans', guard, async () => ({
    success: true,
    plans: await adminPlans(app.db),
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
      const plan = (await adminPlans(app.db)).find((p) => p.id === planId);
      return { success: true, message: API_MSG.planPriceUpdated, plan };
    },
  );

  app.put(
    '/api/admin/plans/:planId/egg-friendly',
    { ...guard, schema: { params: planPriceParams, body: eggFriendlyBody } },
    async (request) => {
      const { planId } = request.params;
      const found = await setEggFriendly(app.db, planId, request.body.eggFriendly, app.now());
      if (!found) throw new HttpError(404, API_MSG.planNotFound);
      const plan = (await adminPlans(app.db)).find((p) => p.id === planId);
      return { success: true, message: MENU_MSG.eggFriendlySaved, plan };
    },
  );
};
