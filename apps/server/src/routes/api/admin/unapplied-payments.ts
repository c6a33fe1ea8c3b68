import { unappliedPaymentListQuery } from '@fitthali/domain/schemas/admin-payments';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerContact } from '../../../db/queries/meal-and-customer.ts';
import { newestFirstPage } from '../../../db/queries/newest-first-page.ts';
import { subscriptions, unappliedPayments } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';

/**
 * Captured payments that could not apply to their order, newest first: each one is money the
 * business holds and owes back. Refunding them comes with the money issue; until then the list is
 * what the admin refunds from the gateway's dashboard.
 */
export const adminUnappliedPaymentsRoute: FastifyPluginAsyncZod = async (app) => {
  const options = {
    preValidation: app.requireAdmin,
    schema: { querystring: unappliedPaymentListQuery },
  };
  app.get('/api/admin/unapplied-payments', options, async (request) => {
    const { limit, offset } = request.query;
    const { rows, total } = await newestFirstPage(app.db, unappliedPayments, undefined, {
      limit,
      offset,
    }).read(
      app.db
        .select({
          payment: unappliedPayments,
          plan: subscriptions.planName,
          customer: customerContact,
        })
        .from(unappliedPayments)
        .leftJoin(subscriptions, eq(subscriptions.id, unappliedPayments.subscriptionId))
        .leftJoin(users, eq(users.id, unappliedPayments.userId))
        .$dynamic(),
    );
    return {
      success: true,
      payments: rows.map((r) => ({
        _id: r.payment.id,
        createdAt: r.payment.createdAt,
        amount: r.payment.amount,
        gateway: r.payment.gateway,
        gatewayOrderId: r.payment.gatewayOrderId,
        gatewayPaymentId: r.payment.gatewayPaymentId,
        subscriptionId: r.payment.subscriptionId,
        plan: r.plan,
        reason: r.payment.reason,
        status: r.payment.status,
        customer: r.customer,
      })),
      total,
      limit,
      offset,
    };
  });
};
