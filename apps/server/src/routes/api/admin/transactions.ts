import { transactionListQuery } from '@fitthali/domain/schemas/admin-payments';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newestFirstPage } from '../../../db/queries/newest-first-page.ts';
import { collections } from '../../../db/schema/collections.ts';
import { deliveries } from '../../../db/schema/deliveries.ts';
import { subscriptions, transactions } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';

export const adminTransactionsRoute: FastifyPluginAsyncZod = async (app) => {
  const options = {
    preValidation: app.requireAdmin,
    schema: { querystring: transactionListQuery },
  };
  app.get('/api/admin/transactions', options, async (request) => {
    const { limit, offset, status, mode } = request.query;
    const where = and(
      status ? eq(transactions.status, status) : undefined,
      mode ? eq(transactions.mode, mode) : undefined,
    );
    const page = newestFirstPage(app.db, transactions, where, { limit, offset });
    const [rows, total] = await Promise.all([
      app.db
        .select({
          txn: transactions,
          plan: subscriptions.planName,
          userId: users.id,
          name: users.name,
          phone: users.phone,
          collectedAt: collections.collectedAt,
          collectedOn: collections.deliveryId,
          collectedDate: deliveries.date,
        })
        .from(transactions)
        .innerJoin(subscriptions, eq(subscriptions.id, transactions.subscriptionId))
        .leftJoin(users, eq(users.id, transactions.userId))
        // A COD payment record names the collection that paid it (issue 14 point 7).
        .leftJoin(
          collections,
          and(
            eq(collections.subscriptionId, transactions.subscriptionId),
            eq(transactions.mode, 'COD'),
          ),
        )
        .leftJoin(deliveries, eq(deliveries.id, collections.deliveryId))
        .where(inArray(transactions.id, page.pageIds))
        .orderBy(...page.newestFirst),
      page.total,
    ]);
    return {
      success: true,
      transactions: rows.map((r) => ({
        _id: r.txn.id,
        createdAt: r.txn.createdAt,
        amount: r.txn.amount,
        mode: r.txn.mode,
        status: r.txn.status,
        gateway: r.txn.gateway,
        gatewayOrderId: r.txn.gatewayOrderId,
        gatewayPaymentId: r.txn.gatewayPaymentId,
        subscriptionId: r.txn.subscriptionId,
        plan: r.plan,
        customer: r.userId ? { _id: r.userId, name: r.name, phone: r.phone } : null,
        collection:
          r.collectedAt && r.collectedOn && r.collectedDate
            ? {
                collectedAt: r.collectedAt,
                deliveryId: r.collectedOn,
                deliveryDate: r.collectedDate,
              }
            : null,
      })),
      total,
      limit,
      offset,
    };
  });
};
