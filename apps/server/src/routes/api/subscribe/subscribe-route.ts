import { MSG } from '@fitthali/domain/messages';
import { findPlan } from '@fitthali/domain/plans';
import { validate } from '@fitthali/domain/schemas/first-error';
import { subscribePayloadSchema } from '@fitthali/domain/schemas/subscribe';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { preparedQuery } from '../../../db/prepared.ts';
import { subscriptions, transactions } from '../../../db/schema/orders.ts';
import { HttpError } from '../../../http-error.ts';
import {
  createSubscription,
  isUniqueViolation,
  type Subscription,
} from '../../../orders/create-subscription.ts';
import { priceOrder } from '../../../orders/price-order.ts';
import { GatewayError, type GatewayOrder } from '../../../payments/gateway.ts';
import { currentUser } from '../../../plugins/auth.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

const orderByKey = preparedQuery((db) =>
  db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, sql.placeholder('userId')),
        eq(subscriptions.idempotencyKey, sql.placeholder('key')),
      ),
    )
    .prepare('order_by_idempotency_key'),
);

export async function subscribeRoute(app: FastifyInstance) {
  async function answer(reply: FastifyReply, sub: Subscription) {
    let payment: GatewayOrder | undefined;
    if (sub.paymentMode === 'Online') {
      const [txn] = await app.db
        .select()
        .from(transactions)
        .where(eq(transactions.subscriptionId, sub.id));
      if (txn?.gatewayOrderId && (txn.gateway === 'test' || txn.gateway === 'razorpay')) {
        payment = {
          gateway: txn.gateway,
          orderId: txn.gatewayOrderId,
          amount: txn.amount * 100,
          currency: 'INR',
          ...(txn.gateway === 'razorpay' && app.payments.razorpay
            ? { keyId: app.config.payments.razorpay?.keyId }
            : {}),
        };
      }
    }
    return reply.status(201).send({
      success: true,
      subscriptionId: sub.id,
      status: sub.status,
      totalPrice: sub.totalPrice,
      ...(payment ? { payment } : {}),
    });
  }

  async function findByKey(userId: string, key: string) {
    const [row] = await orderByKey(app.db).execute({ userId, key });
    return row;
  }

  app.post('/api/subscribe', { preHandler: app.requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const rawKey = request.headers['idempotency-key'];
    const key = typeof rawKey === 'string' && rawKey !== '' ? rawKey : null;
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
      throw new HttpError(400, 'Idempotency-Key must be 8 to 100 letters, digits, - or _.');
    }

    const parsed = validate(subscribePayloadSchema, request.body);
    if (!parsed.success) throw new HttpError(400, parsed.message);
    const payload = parsed.data;

    // A retry of an order already placed gets the first answer, whatever happened in between.
    if (key) {
      const existing = await findByKey(user.id, key);
      if (existing) {
        const same =
          existing.totalPrice === payload.totalPrice &&
          existing.startDate === payload.startDate &&
          existing.planId === findPlan(payload.plan)?.id;
        if (!same) throw new HttpError(409, MSG.idempotencyMismatch);
        return answer(reply, existing);
      }
    }

    const order = await priceOrder(app.db, payload);

    let gatewayOrder: GatewayOrder | undefined;
    if (order.paymentMode === 'Online') {
      const gateway = app.payments.online;
      if (!gateway) throw new HttpError(503, MSG.onlinePaymentUnavailable);
      if (order.totalPrice <= 0)
        throw new HttpError(400, 'Nothing to pay online. Please choose Cash on Delivery.');
      try {
        gatewayOrder = await gateway.createOrder({
          amountRupees: order.totalPrice,
          receipt: `ft_${user.id.slice(0, 8)}_${Date.now()}`,
        });
      } catch (err) {
        if (err instanceof GatewayError) {
          request.log.error({ err }, 'payment gateway order failed');
          throw new HttpError(502, MSG.onlinePaymentUnavailable);
        }
        throw err;
      }
    }

    let sub: Subscription;
    try {
      sub = await createSubscription(app.db, {
        userId: user.id,
        order,
        idempotencyKey: key,
        gatewayOrder,
        onlineOrderTtlMinutes: app.config.payments.onlineOrderTtlMinutes,
      });
    } catch (err) {
      // Two identical requests at the same instant: the unique index let one in; answer as it.
      if (key && isUniqueViolation(err)) {
        const existing = await findByKey(user.id, key);
        if (existing) return answer(reply, existing);
      }
      throw err;
    }

    if (sub.status === 'active') {
      app.realtime.notifyNewOrder({ subscriptionId: sub.id, totalPrice: sub.totalPrice });
    }
    return answer(reply, sub);
  });
}
