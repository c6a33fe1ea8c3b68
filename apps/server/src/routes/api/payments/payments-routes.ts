import { MSG } from '@fitthali/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentEvents, subscriptions, transactions } from '../../../db/schema/orders.ts';
import { HttpError } from '../../../http-error.ts';
import { markPaid } from '../../../payments/mark-paid.ts';
import { currentUser } from '../../../plugins/auth.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function field(request: FastifyRequest, name: string): string {
  const body = request.body as Record<string, unknown> | null;
  const value = body && typeof body === 'object' ? body[name] : undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) {
    throw new HttpError(400, `${name} is required.`);
  }
  return value;
}

export async function paymentsRoutes(app: FastifyInstance) {
  /** The customer's own online order and its payment record. */
  async function ownOnlineOrder(userId: string, subscriptionId: string) {
    if (!UUID.test(subscriptionId)) throw new HttpError(404, MSG.orderNotFound);
    const [row] = await app.db
      .select({ sub: subscriptions, txn: transactions })
      .from(subscriptions)
      .innerJoin(transactions, eq(transactions.subscriptionId, subscriptions.id))
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
    if (row?.sub.paymentMode !== 'Online') throw new HttpError(404, MSG.orderNotFound);
    if (row.txn.status === 'paid') throw new HttpError(409, MSG.orderAlreadyPaid);
    return row;
  }

  async function settle(transactionId: string, paymentId: string) {
    const result = await markPaid(app.db, transactionId, paymentId);
    if (result.changed && result.subscriptionId) {
      app.realtime.notifyNewOrder({
        subscriptionId: result.subscriptionId,
        totalPrice: result.totalPrice,
      });
    }
    return result;
  }

  // The built-in test gateway's checkout: pays at once, and only where test payments are allowed.
  app.post('/api/payments/test/complete', { preHandler: app.requireUser }, async (request) => {
    const gateway = app.payments.test;
    if (!gateway) throw new HttpError(404, 'Test payments are not enabled on this server.');
    const user = currentUser(request);
    const { sub, txn } = await ownOnlineOrder(user.id, field(request, 'subscriptionId'));
    if (txn.gateway !== 'test' || !txn.gatewayOrderId)
      throw new HttpError(400, MSG.paymentNotVerified);
    const proof = gateway.pay(txn.gatewayOrderId);
    if (!gateway.verifyPayment({ orderId: txn.gatewayOrderId, ...proof })) {
      throw new HttpError(400, MSG.paymentNotVerified);
    }
    await settle(txn.id, proof.paymentId);
    return { success: true, subscriptionId: sub.id, paymentId: proof.paymentId };
  });

  // Razorpay Checkout's handler hands the browser these three values; only our stored order id counts.
  app.post('/api/payments/verify', { preHandler: app.requireUser }, async (request) => {
    const gateway = app.payments.razorpay;
    if (!gateway) throw new HttpError(404, 'Online payments are not enabled on this server.');
    const user = currentUser(request);
    const { sub, txn } = await ownOnlineOrder(user.id, field(request, 'subscriptionId'));
    const orderId = field(request, 'razorpay_order_id');
    const paymentId = field(request, 'razorpay_payment_id');
    const signature = field(request, 'razorpay_signature');
    if (
      txn.gateway !== 'razorpay' ||
      txn.gatewayOrderId !== orderId ||
      !gateway.verifyPayment({ orderId: txn.gatewayOrderId, paymentId, signature })
    ) {
      request.log.warn({ subscriptionId: sub.id }, 'payment signature rejected');
      throw new HttpError(400, MSG.paymentNotVerified);
    }
    await settle(txn.id, paymentId);
    return { success: true, subscriptionId: sub.id };
  });

  // Razorpay's webhook: the signature covers the exact bytes sent, so the body is kept raw here.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post('/api/payments/razorpay/webhook', async (request, reply) => {
      const gateway = app.payments.razorpay;
      if (!gateway) throw new HttpError(404, 'Online payments are not enabled on this server.');
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-razorpay-signature'];
      if (typeof signature !== 'string' || !gateway.verifyWebhook(raw, signature)) {
        throw new HttpError(400, 'Invalid webhook signature.');
      }
      let event: {
        event?: string;
        payload?: { payment?: { entity?: { id?: string; order_id?: string } } };
      };
      try {
        event = JSON.parse(raw);
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON.');
      }
      const headerId = request.headers['x-razorpay-event-id'];
      const eventId = typeof headerId === 'string' && headerId ? headerId : null;
      if (eventId) {
        const inserted = await app.db
          .insert(paymentEvents)
          .values({ id: eventId })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (inserted.length === 0) return reply.send({ success: true, duplicate: true });
      }
      const entity = event.payload?.payment?.entity;
      if (
        (event.event === 'payment.captured' || event.event === 'order.paid') &&
        entity?.order_id &&
        entity.id
      ) {
        const [txn] = await app.db
          .select()
          .from(transactions)
          .where(
            and(
              eq(transactions.gatewayOrderId, entity.order_id),
              eq(transactions.gateway, 'razorpay'),
            ),
          );
        if (txn) await settle(txn.id, entity.id);
      }
      return reply.send({ success: true });
    });
  });
}
