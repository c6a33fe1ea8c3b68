import { count, desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyFigures } from '../../../db/queries/money-figures.ts';
import { REVENUE_CONDITION } from '../../../db/queries/revenue.ts';
import { subscriptions } from '../../../db/schema/orders.ts';
import { failedSendsCount } from '../../../notifications/notification-views.ts';

/**
 * GET /api/admin/dashboard: the four figures on the admin's first screen (SPEC §2.15), unchanged,
 * and beside them the books (issue 14 point 7): sold, collected (online and cash), refunded,
 * credits outstanding and cash still due.
 */
export const adminDashboardRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/dashboard', { preValidation: app.requireAdmin }, async () => {
    const [totals] = await app.db
      .select({
        totalOrders: count(),
        // Stored 'active' is every plan still being delivered, paused ones included; a plan whose
        // last meal is behind it is stored 'completed' (decision 76), so it is not counted.
        activeSubs: sql<number>`count(*) filter (where ${subscriptions.status} = 'active')`.mapWith(
          Number,
        ),
        revenue:
          sql<number>`coalesce(sum(${subscriptions.totalPrice}) filter (where ${REVENUE_CONDITION}), 0)`.mapWith(
            Number,
          ),
      })
      .from(subscriptions);
    const booksRead = moneyFigures(app.db, undefined, app.now());
    const failuresRead = failedSendsCount(app.db);
    const [popular] = await app.db
      .select({ plan: subscriptions.planName, n: count() })
      .from(subscriptions)
      .groupBy(subscriptions.planName)
      .orderBy(desc(count()), subscriptions.planName)
      .limit(1);
    return {
      success: true,
      totalOrders: totals?.totalOrders ?? 0,
      activeSubs: totals?.activeSubs ?? 0,
      revenue: totals?.revenue ?? 0,
      popularPlan: popular?.plan ?? 'N/A',
      ...(await booksRead),
      // Messages that ran out of attempts and wait for the admin in the outbox (issue 15 point 4).
      notificationFailures: await failuresRead,
    };
  });
};
