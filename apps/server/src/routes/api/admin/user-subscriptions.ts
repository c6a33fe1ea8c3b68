import { todayInIndia } from '@fitthali/domain/dates';
import {
  userSubscriptionsParams,
  userSubscriptionsQuery,
} from '@fitthali/domain/schemas/admin-orders';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderList } from '../../../admin/admin-order-list.ts';
import { subscriptionCustomer } from '../../../db/queries/subscription-customer.ts';
import { subscriptions } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';

/** GET /api/admin/user-subscriptions/:userId: one customer's whole history. */
export const adminUserSubscriptionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/user-subscriptions/:userId',
    {
      preValidation: app.requireAdmin,
      schema: { params: userSubscriptionsParams, querystring: userSubscriptionsQuery },
    },
    async (request) => {
      const { userId } = request.params;
      const { limit, offset } = request.query;
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ sub: subscriptions, user: subscriptionCustomer })
          .from(subscriptions)
          .leftJoin(users, eq(users.id, subscriptions.userId))
          .where(eq(subscriptions.userId, userId))
          .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
          .limit(limit)
          .offset(offset),
        app.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, userId)),
      ]);
      const today = todayInIndia(app.now());
      return {
        success: true,
        subscriptions: await adminOrderList(app.db, rows, today),
        total: total?.n ?? 0,
        limit,
        offset,
      };
    },
  );
};
