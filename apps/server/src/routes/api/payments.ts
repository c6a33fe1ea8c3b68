import { API_MSG } from '@fitthali/domain/api-messages';
import { MSG } from '@fitthali/domain/messages';
import {
  razorpayPaymentBody,
  razorpayWebhookBody,
  razorpayWebhookHeaders,
  testPaymentBody,
} from '@fitthali/domain/schemas/payment-confirmation';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { paymentEvents, subscriptions, transactions } from '../../db/schema/orders.ts';
import { HttpError } from '../../http-error.ts';
import {
  type CapturedPayment,
  type SettleOutcome,
  settlePayment,
} from '../../payments/mark-paid.ts';
import { webhookEventSchema } from '../../payments/webhook-event.ts';
import { currentUser } from '../../plugins/auth.ts';
import { settleRefund } from '../../refunds/settle-refund.ts';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A gateway this server does not use answers 404, and before the request's input is checked.
  const testGateway = () => {
    if (!app.payments.test) throw new HttpError(404, API_MSG.testPaymentsDisabled);
    return app.payments.test;
  };
  const razorpay = () => {
    if (!app.payments.razorpay) throw new HttpError(404, API_MSG.onlinePaymentsDisabled);
    return app.payments.razorpay;
  };
  const requireTestGateway = async () => void testGateway();
  const requireRazorpay = async () => void razorpay();

  /** The customer's own online order and its payment record. */
  async function ownOnlineOrder(userId: string, subscriptionId: string) {
    const [row] = await app.db
      .select({ sub: subscriptions, txn: transactions })
      .from(subscriptions)
      .innerJoin(transactions, eq(transactions.subscriptionId, subscriptions.id))
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
    if (row?.sub.paymentMode !== 'Online') throw new HttpError(404, MSG.orderNotFound);
    return row;
  }

  /** Settles in one transaction; announces the order only once it is committed. */
  async function settle(payment: CapturedPayment, before?: (tx: Db) => Promise<boolean>) {
    const outcome = await app.db.transaction(async (tx) => {
      if (before && !(await before(tx as unknown as Db))) return undefined;
      return settlePayment(tx as unknown as Db, payment, app.now());
    });
    if (outcome?.kind === 'activated') {
      app.realtime.notifyNewOrder({
        subscriptionId: outcome.subscriptionId,
        totalPrice: outcome.totalPrice,
      });
    }
    return outcome;
  }

  /** What the browser is told after its payment was settled. */
  function browserAnswer(outcome: SettleOutcome | undefined, subscriptionId: string) {
    if (outcome?.kind === 'unapplied') {
      throw new HttpError(409, MSG.paymentNotApplied);
    }
    return { success: true, subscriptionId };
  }

  // The built-in test gateway's checkout: pays at once, and only where test payments are allowed.
  const testOptions = {
    preValidation: [app.requireUser, requireTestGateway],
    schema: { body: testPaymentBody },
  };
  app.post('/api/payments/test/complete', testOptions, async (request) => {
    const gateway = testGateway();
    const user = currentUser(request);
    const { sub, txn } = await ownOnlineOrder(user.id, request.body.subscriptionId);
    // A double click must not pay twice: the test gateway takes a new payment on every call.
    if (txn.status === 'paid') throw new HttpError(409, MSG.orderAlreadyPaid);
    if (txn.gateway !== 'test' || !txn.gatewayOrderId)
      throw new HttpError(400, MSG.paymentNotVerified);
    const proof = gateway.pay(txn.gatewayOrderId);
    if (!gateway.verifyPayment({ orderId: txn.gatewayOrderId, ...proof })) {
      throw new HttpError(400, MSG.paymentNotVerified);
    }
    const outcome = await settle({
      transactionId: txn.id,
      gateway: 'test',
      paymentId: proof.paymentId,
    });
    return { ...browserAnswer(outcome, sub.id), paymentId: proof.paymentId };
  });

  // Razorpay Checkout's handler hands the browser these three values; only our stored order id counts.
  const verifyOptions = {
    preValidation: [app.requireUser, requireRazorpay],
    schema: { body: razorpayPaymentBody },
  };
  app.post('/api/payments/verify', verifyOptions, async (request) => {
    const gateway = razorpay();
    const user = currentUser(request);
    const {
      subscriptionId,
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    } = request.body;
    const { sub, txn } = await ownOnlineOrder(user.id, subscriptionId);
    if (
      txn.gateway !== 'razorpay' ||
      txn.gatewayOrderId !== orderId ||
      !gateway.verifyPayment({ orderId: txn.gatewayOrderId, paymentId, signature })
    ) {
      request.log.warn({ subscriptionId: sub.id }, 'payment signature rejected');
      throw new HttpError(400, MSG.paymentNotVerified);
    }
    if (txn.status === 'paid' && txn.gatewayPaymentId === paymentId) {
      throw new HttpError(409, MSG.orderAlreadyPaid);
    }
    // A different, genuinely signed payment for a paid order is a second charge: settle records it.
    const outcome = await settle({ transactionId: txn.id, gateway: 'razorpay', paymentId });
    return browserAnswer(outcome, sub.id);
  });

  // Razorpay's webhook: the signature covers the exact bytes sent, so the body is kept raw here.
  const rawBodyScope: FastifyPluginAsyncZod = async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    const webhookOptions = {
      preValidation: requireRazorpay,
      schema: { body: razorpayWebhookBody, headers: razorpayWebhookHeaders },
    };
    scope.post('/api/payments/razorpay/webhook', webhookOptions, async (request, reply) => {
      const gateway = razorpay();
      const raw = request.body;
      const { 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId } = request.headers;
      if (signature === undefined || !gateway.verifyWebhook(raw, signature)) {
        throw new HttpError(400, API_MSG.invalidWebhookSignature);
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new HttpError(400, API_MSG.invalidJson);
      }
      const parsed = webhookEventSchema.safeParse(json);
      if (!parsed.success) throw new HttpError(400, API_MSG.webhookNotAnEvent);
      const event = parsed.data;
      const entity = event.payload?.payment?.entity;
      const capture =
        (event.event === 'payment.captured' || event.event === 'order.paid') &&
        entity?.order_id &&
        entity.id
          ? { orderId: entity.order_id, paymentId: entity.id, amount: entity.amount }
          : undefined;

      const [txn] = capture
        ? await app.db
            .select({ id: transactions.id })
            .from(transactions)
            .where(
              and(
                eq(transactions.gatewayOrderId, capture.orderId),
                eq(transactions.gateway, 'razorpay'),
              ),
            )
        : [];

      // The event is recorded in the same transaction that settles it: if settling fails, both
      // roll back and the 5xx makes Razorpay deliver the event again.
      let duplicate = false;
      const recordEvent = async (tx: Db) => {
        if (!eventId) return true;
        const inserted = await tx
          .insert(paymentEvents)
          .values({ id: eventId })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        duplicate = inserted.length === 0;
        return !duplicate;
      };
      const refund = event.payload?.refund?.entity;
      const refundOutcome =
        refund && (event.event === 'refund.processed' || event.event === 'refund.failed')
          ? {
              gateway: 'razorpay' as const,
              gatewayRefundId: refund.id,
              receipt: refund.receipt,
              outcome:
                event.event === 'refund.processed' ? ('processed' as const) : ('failed' as const),
            }
          : undefined;
      if (refundOutcome) {
        // The refund is settled in the transaction that records the event: handled exactly once.
        await app.db.transaction(async (tx) => {
          const db = tx as unknown as Db;
          if (!(await recordEvent(db))) return;
          const settled = await settleRefund(db, refundOutcome, app.now());
          if (!settled) request.log.warn({ refundId: refund?.id }, 'webhook for an unknown refund');
        });
      } else if (capture && txn) {
        await settle(
          {
            transactionId: txn.id,
            gateway: 'razorpay',
            paymentId: capture.paymentId,
            amountRupees:
              capture.amount !== undefined && capture.amount % 100 === 0
                ? capture.amount / 100
                : undefined,
          },
          recordEvent,
        );
      } else {
        if (capture) request.log.warn({ orderId: capture.orderId }, 'payment for an unknown order');
        await app.db.transaction((tx) => recordEvent(tx as unknown as Db));
      }
      if (duplicate) return reply.send({ success: true, duplicate: true });
      return reply.send({ success: true });
    });
  };
  app.register(rawBodyScope);
};
