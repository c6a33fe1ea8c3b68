import { canIssueInvoices } from '@fitthali/domain/business-details';
import { count, desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadBusinessSettings } from '../../../business/business-settings.ts';
import { moneyFigures } from '../../../db/queries/money-figures.ts';
import { subscriptions } from '../../../db/schema/orders.ts';
import { paymentsWithoutInvoice } from '../../../invoices/issue-missing-invoices.ts';
import { failedSendsCount } from '../../../notifications/notification-views.ts';

/**
 * GET /api/admin/dashboard: the four figures on the admin's first screen (SPEC §2.15), and beside
 * them the books (issue 14 point 7): sold, collected (online and cash), refunded, credits
 * outstanding and cash still due. `revenue` ("Revenue Generated") is the money the business keeps:
 * collected − refunded (issue 25 point 6, decision 139), never cash not yet collected.
 * `invoiceStatus` says whether tax invoices can be issued and how many payments wait for theirs.
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
      })
      .from(subscriptions);
    const booksRead = moneyFigures(app.db, undefined, app.now());
    const invoicesRead = Promise.all([
      loadBusinessSettings(app.db),
      paymentsWithoutInvoice(app.db),
    ]);
    const failuresRead = failedSendsCount(app.db);
    const [popular] = await app.db
      .select({ plan: subscriptions.planName, n: count() })
      .from(subscriptions)
      .groupBy(subscriptions.planName)
      .orderBy(desc(count()), subscriptions.planName)
      .limit(1);
    const books = await booksRead;
    const [business, waiting] = await invoicesRead;
    return {
      success: true,
      totalOrders: totals?.totalOrders ?? 0,
      activeSubs: totals?.activeSubs ?? 0,
      revenue: books.collected - books.refunded,
      popularPlan: popular?.plan ?? 'N/A',
      ...books,
      // Loud on the dashboard while legal details are missing (issue 25 point 5, decision 138).
      invoiceStatus: { ready: canIssueInvoices(business), paymentsWithoutInvoice: waiting },
      // Messages that ran out of attempts and wait for the admin in the outbox (issue 15 point 4).
      notificationFailures: await failuresRead,
    };
  });
};
