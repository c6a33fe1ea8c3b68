import { todayInIndia } from '@fitthali/domain/dates';
import { subscriptionListQuery } from '@fitthali/domain/schemas/admin-orders';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderList } from '../../../admin/admin-order-list.ts';
import { newestFirstPage } from '../../../db/queries/newest-first-page.ts';
import { subscriptionCustomer } from '../../../db/queries/subscription-customer.ts';
import { subscriptions } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';
import { stateFilter } from '../../../orders/order-states.ts';

/** GET /api/admin/subscriptions: every order, newest first, a page at a time. */
export const adminSubscriptionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/subscriptions',
    { preValidation: app.requireAdmin, schema: { querystring: subscriptionListQuery } },
    async (request) => {
      const { limit, offset, status } = request.query;
      const today = todayInIndia(app.now());
      const where = stateFilter(app.db, status, today);
      const { rows, total } = await newestFirstPage(app.db, subscriptions, where, {
        limit,
        offset,
      }).read(
        app.db
          .select({ sub: subscriptions, user: subscriptionCustomer })
          .from(subscriptions)
          .leftJoin(users, eq(users.id, subscriptions.userId))
          .$dynamic(),
      );
      return {
        success: true,
        subscriptions: await adminOrderList(app.db, rows, today),
        total,
        limit,
        offset,
      };
    },
  );
};
