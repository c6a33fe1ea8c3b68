import { transactionListQuery } from '@fitthali/domain/schemas/admin-payments';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    const newestFirst = [desc(transactions.createdAt), desc(transactions.id)];
    // As for the subscriptions list: page ids from the index, then only those rows whole.
    const pageIds = app.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);
    const [rows, [total]] = await Promise.all([
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
        .where(inArray(transactions.id, pageIds))
        .orderBy(...newestFirst),
      app.db.select({ n: count() }).from(transactions).where(where),
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
      total: total?.n ?? 0,
      limit,
      offset,
    };
  });
};
