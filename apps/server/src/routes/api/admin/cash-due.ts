import { cashDueQuery, subscriptionCashParams } from '@fitthali/domain/schemas/admin-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashDuePage } from '../../../db/queries/cash-due.ts';
import { collectCash, collectionReply } from '../../../payments/collect-cash.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * GET /api/admin/cash-due: COD orders not collected by their third delivery (issue 14 point 6),
 * oldest first; POST /api/admin/subscriptions/:id/cash records one's cash from that list, on the
 * latest meal the customer received.
 */
export const adminCashDueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/cash-due',
    { preValidation: app.requireAdmin, schema: { querystring: cashDueQuery } },
    async (request) => {
      const { limit, offset } = request.query;
      const { orders, total } = await cashDuePage(app.db, { limit, offset });
      return { success: true, orders, total, limit, offset };
    },
  );

  app.post(
    '/api/admin/subscriptions/:id/cash',
    { preValidation: app.requireAdmin, schema: { params: subscriptionCashParams } },
    async (request) => {
      const admin = currentUser(request);
      const { collection } = await collectCash(
        app.db,
        { subscriptionId: request.params.id },
        { actor: 'admin', actorId: admin.id },
        app.now(),
      );
      return collectionReply(collection);
    },
  );
};
