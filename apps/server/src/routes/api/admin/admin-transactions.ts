import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_STATUSES, subscriptions, transactions } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';
import { HttpError } from '../../../http-error.ts';
import { paging } from './admin-shape.ts';

const MODES = ['COD', 'Online'] as const;

export async function adminTransactionRoutes(app: FastifyInstance) {
  app.get('/api/admin/transactions', { preHandler: app.requireAdmin }, async (request) => {
    const { limit, offset } = paging(request.query);
    const q = request.query as { status?: unknown; mode?: unknown };
    if (q.status !== undefined && !PAYMENT_STATUSES.includes(q.status as never)) {
      throw new HttpError(400, `status must be one of: ${PAYMENT_STATUSES.join(', ')}.`);
    }
    if (q.mode !== undefined && !MODES.includes(q.mode as never)) {
      throw new HttpError(400, 'mode must be COD or Online.');
    }
    const where = and(
      q.status ? eq(transactions.status, q.status as (typeof PAYMENT_STATUSES)[number]) : undefined,
      q.mode ? eq(transactions.mode, q.mode as (typeof MODES)[number]) : undefined,
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
}
