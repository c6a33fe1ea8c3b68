import { collectionListQuery } from '@fitthali/domain/schemas/admin-money';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mealAndCustomer } from '../../../db/queries/meal-and-customer.ts';
import { newestFirstPage } from '../../../db/queries/newest-first-page.ts';
import { collections } from '../../../db/schema/collections.ts';
import { deliveries } from '../../../db/schema/deliveries.ts';
import { subscriptions } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';
import {
  collectionAnswer,
  collectionColumns,
  collector,
} from '../../../payments/collection-answer.ts';

/**
 * GET /api/admin/collections: COD cash collected, newest first, beside the payments on the
 * Transactions page (issue 14 point 7): each names its order, the delivery it was taken on and who
 * took it, so every rupee reads order → delivery → collection.
 */
export const adminCollectionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/collections',
    { preValidation: app.requireAdmin, schema: { querystring: collectionListQuery } },
    async (request) => {
      const { limit, offset } = request.query;
      const { rows, total } = await newestFirstPage(
        app.db,
        collections,
        undefined,
        { limit, offset },
        collections.collectedAt,
      ).read(
        app.db
          .select({ ...collectionColumns, ...mealAndCustomer })
          .from(collections)
          .innerJoin(subscriptions, eq(subscriptions.id, collections.subscriptionId))
          .innerJoin(deliveries, eq(deliveries.id, collections.deliveryId))
          .leftJoin(users, eq(users.id, subscriptions.userId))
          .leftJoin(collector, eq(collector.id, collections.actorId))
          .$dynamic(),
      );
      return {
        success: true,
        collections: rows.map((r) => ({
          ...collectionAnswer(r),
          plan: r.plan,
          customer: r.customer,
        })),
        total,
        limit,
        offset,
      };
    },
  );
};
