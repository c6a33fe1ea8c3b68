import { paymentStanding } from '@fitthali/domain/payment-status';
import { transactionListQuery } from '@fitthali/domain/schemas/admin-payments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { customerContact } from '../../../db/queries/meal-and-customer.ts';
import { newestFirstPage } from '../../../db/queries/newest-first-page.ts';
import { collections } from '../../../db/schema/collections.ts';
import { deliveries } from '../../../db/schema/deliveries.ts';
import { subscriptions, transactions } from '../../../db/schema/orders.ts';
import { type Refund, refunds } from '../../../db/schema/refunds.ts';
import { users } from '../../../db/schema/users.ts';

/** The refunds of each payment on the page, oldest first, as Transactions lists them under it. */
async function paymentRefunds(db: Db, paymentIds: readonly string[]) {
  const byPayment = new Map<string, PaymentRefund[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.transactionId, [...paymentIds]))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const row of rows) {
    const list = byPayment.get(row.transactionId) ?? [];
    list.push({
      _id: row.id,
      amount: row.amount,
      status: row.status,
      gatewayRefundId: row.gatewayRefundId,
      createdAt: row.createdAt,
      processedAt: row.processedAt,
      creditedAt: row.creditedAt,
    });
    byPayment.set(row.transactionId, list);
  }
  return byPayment;
}

interface PaymentRefund {
  _id: string;
  amount: number;
  status: Refund['status'];
  gatewayRefundId: string | null;
  createdAt: Date;
  processedAt: Date | null;
  creditedAt: Date | null;
}

/**
 * GET /api/admin/transactions: the payment records newest first; a COD record names the collection
 * that paid it, and each record lists the refunds made of it (issue 14 point 7, decision 98).
 */
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
    const { rows, total } = await newestFirstPage(app.db, transactions, where, {
      limit,
      offset,
    }).read(
      app.db
        .select({
          txn: transactions,
          plan: subscriptions.planName,
          customer: customerContact,
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
        .$dynamic(),
    );
    const refundsOf = await paymentRefunds(
      app.db,
      rows.map((r) => r.txn.id),
    );
    return {
      success: true,
      transactions: rows.map((r) => {
        const paymentRefunds = refundsOf.get(r.txn.id) ?? [];
        return {
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
          customer: r.customer,
          collection:
            r.collectedAt && r.collectedOn && r.collectedDate
              ? {
                  collectedAt: r.collectedAt,
                  deliveryId: r.collectedOn,
                  deliveryDate: r.collectedDate,
                }
              : null,
          refunds: paymentRefunds,
          // The payment less its refunds (decision 153): "Refunded", not "Paid", once money went back.
          paymentStanding: paymentStanding(r.txn.status, r.txn.amount, paymentRefunds),
        };
      }),
      total,
      limit,
      offset,
    };
  });
};
