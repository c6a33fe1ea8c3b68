import { API_MSG } from '@fitthali/domain/api-messages';
import { MSG } from '@fitthali/domain/messages';
import { findPlan } from '@fitthali/domain/plan-lookup';
import { idempotencyHeaders } from '@fitthali/domain/schemas/idempotency-key';
import { type SubscribePayload, subscribePayloadSchema } from '@fitthali/domain/schemas/subscribe';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { subscriptions } from '../../db/schema/orders.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../http-error.ts';
import {
  createSubscription,
  insertSubscription,
  type Subscription,
} from '../../orders/create-subscription.ts';
import { orderAnswer } from '../../orders/order-answer.ts';
import { type PricedOrder, priceOrder } from '../../orders/price-order.ts';
import { orderRequestHash } from '../../orders/request-hash.ts';
import { hasUsedTrial } from '../../orders/trial-claims.ts';
import { GatewayError } from '../../payments/gateway.ts';
import { currentUser } from '../../plugins/auth.ts';

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

export const subscribeRoute: FastifyPluginAsyncZod = async (app) => {
  async function answer(reply: FastifyReply, sub: Subscription) {
    return reply.status(201).send(await orderAnswer(app, sub));
  }

  async function findByKey(userId: string, key: string) {
    const [row] = await orderByKey(app.db).execute({ userId, key });
    return row;
  }

  /** One gateway order for the server-computed amount, or a clear 5xx the customer can act on. */
  async function createGatewayOrder(request: FastifyRequest, userId: string, amount: number) {
    const gateway = app.payments.online;
    if (!gateway) throw new HttpError(503, MSG.onlinePaymentUnavailable);
    if (amount <= 0) throw new HttpError(400, API_MSG.nothingToPayOnline);
    try {
      return await gateway.createOrder({
        amountRupees: amount,
        receipt: `ft_${userId.slice(0, 8)}_${Date.now()}`,
      });
    } catch (err) {
      if (err instanceof GatewayError) {
        request.log.error({ err }, 'payment gateway order failed');
        throw new HttpError(502, MSG.onlinePaymentUnavailable);
      }
      throw err;
    }
  }

  /** A retry answers as the first request did, but only if it asks for the very same order. */
  function replay(existing: Subscription, payload: SubscribePayload, requestHash: string) {
    const same =
      existing.requestHash !== null
        ? existing.requestHash === requestHash
        : // Orders stored before request fingerprints existed.
          existing.totalPrice === payload.totalPrice &&
          existing.startDate === payload.startDate &&
          existing.planId === findPlan(payload.plan)?.id;
    if (!same) throw new HttpError(409, MSG.idempotencyMismatch);
    return existing;
  }

  const options = {
    preValidation: app.requireUser,
    schema: { body: subscribePayloadSchema, headers: idempotencyHeaders },
  };
  app.post('/api/subscribe', options, async (request, reply) => {
    const user = currentUser(request);
    // Said before a gateway order is made; the claim taken with the order is what holds in a race.
    const refuseSecondTrial = async (db: Db, order: PricedOrder) => {
      if (order.isTrial && (await hasUsedTrial(db, user.id))) {
        throw new HttpError(400, MSG.trialAlreadyUsed);
      }
    };
    const key = request.headers['idempotency-key'];
    const payload = request.body;
    const requestHash = orderRequestHash(payload);

    const common = {
      userId: user.id,
      idempotencyKey: key,
      requestHash,
      onlineOrderTtlMinutes: app.config.payments.onlineOrderTtlMinutes,
      now: app.now(),
    };

    // The common case, a retry of an order already placed, answers without taking a lock.
    if (key) {
      const existing = await findByKey(user.id, key);
      if (existing) return answer(reply, replay(existing, payload, requestHash));
    }

    let sub: Subscription;
    let created = true;
    if (key && payload.paymentMode === 'Online') {
      // Online retries with one key take turns, so parallel ones create one gateway order and one
      // order between them; the later ones find the first and answer as it did.
      ({ sub, created } = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        await db.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`${user.id}:${key}`}, 0))`,
        );
        const [existing] = await db
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.idempotencyKey, key)));
        if (existing) return { sub: replay(existing, payload, requestHash), created: false };
        const order = await priceOrder(db, payload, app.now(), user.id);
        await refuseSecondTrial(db, order);
        const gatewayOrder = await createGatewayOrder(request, user.id, order.totalPrice);
        const input = { ...common, order, gatewayOrder };
        return { sub: await insertSubscription(db, input), created: true };
      }));
    } else {
      const order = await priceOrder(app.db, payload, app.now(), user.id);
      await refuseSecondTrial(app.db, order);
      const gatewayOrder =
        order.paymentMode === 'Online'
          ? await createGatewayOrder(request, user.id, order.totalPrice)
          : undefined;
      try {
        sub = await createSubscription(app.db, { ...common, order, gatewayOrder });
      } catch (err) {
        // The same COD order twice at the same instant: the unique index let one in; answer as it.
        const existing = key && isUniqueViolation(err) ? await findByKey(user.id, key) : undefined;
        if (!existing) throw err;
        sub = replay(existing, payload, requestHash);
        created = false;
      }
    }
    if (created && sub.status === 'active') {
      app.realtime.notifyNewOrder({ subscriptionId: sub.id, totalPrice: sub.totalPrice });
    }
    return answer(reply, sub);
  });
};
