import { transactionListQuery } from '@fitthali/domain/schemas/admin-payments';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newestFirstPage } from '../../../db/queries/newest-first-page.ts';
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
        })
        .from(transactions)
        .innerJoin(subscriptions, eq(subscriptions.id, transactions.subscriptionId))
        .leftJoin(users, eq(users.id, transactions.userId))
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
      })),
      total,
      limit,
      offset,
    };
  });
};
