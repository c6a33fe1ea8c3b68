import { MSG } from '@fitthali/domain/messages';
import {
  addressChangeBody,
  adminChangeBody,
  adminPauseBody,
  ownSubscriptionParams,
} from '@fitthali/domain/schemas/delivery-changes';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { missedCreditsOfOrder } from '../../../credits/delivery-credits.ts';
import { reportsOfOrder, reportView } from '../../../credits/missed-reports.ts';
import { orderEvents } from '../../../db/schema/deliveries.ts';
import { users } from '../../../db/schema/users.ts';
import { asAdmin } from '../../../deliveries/admin-override.ts';
import { changeAddress } from '../../../deliveries/change-address.ts';
import { pauseOrder, resumeOrder } from '../../../deliveries/change-deliveries.ts';
import { scheduleAnswer } from '../../../deliveries/delivery-view.ts';
import { readOrderSchedule } from '../../../deliveries/order-schedule.ts';
import { HttpError } from '../../../http-error.ts';
import { outcomeOf } from '../../../orders/cancel-plan.ts';
import { cancellationAnswer } from '../../../orders/cancellation-answer.ts';
import { paymentStandings } from '../../../refunds/payment-standings.ts';
import {
  adminRefundView,
  refundableOfOrder,
  refundsOfOrder,
} from '../../../refunds/refund-view.ts';

const actors = alias(users, 'actors');

/**
 * One order for the admin (issue 13 point 7): its deliveries, its customer and the audit trail of
 * every change; and pause, resume and address changes made on the customer's behalf.
 */
export const adminSubscriptionScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireAdmin };
  const params = { params: ownSubscriptionParams };

  app.get('/api/admin/subscriptions/:id', { ...guard, schema: params }, async (request) => {
    const order = await readOrderSchedule(app.db, request.params.id, null);
    if (!order) throw new HttpError(404, MSG.orderNotFound);
    const [customer] = order.sub.userId
      ? await app.db
          .select({ _id: users.id, name: users.name, phone: users.phone, email: users.email })
          .from(users)
          .where(eq(users.id, order.sub.userId))
      : [];
    const events = await app.db
      .select({
        _id: orderEvents.id,
        actor: orderEvents.actor,
        // Who in person: the trail names the admin who acted for the customer.
        actorName: actors.name,
        action: orderEvents.action,
        deliveryId: orderEvents.deliveryId,
        detail: orderEvents.detail,
        reason: orderEvents.reason,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .leftJoin(actors, eq(actors.id, orderEvents.actorId))
      .where(eq(orderEvents.subscriptionId, order.sub.id))
      .orderBy(asc(orderEvents.createdAt));
    const [reports, refunds, ceiling, outcome, standings, credits] = await Promise.all([
      reportsOfOrder(app.db, order.sub.id),
      refundsOfOrder(app.db, order.sub.id),
      refundableOfOrder(app.db, order.sub.id),
      order.sub.status === 'active' ? outcomeOf(app.db, order, app.now()) : null,
      paymentStandings(app.db, [order.sub]),
      missedCreditsOfOrder(app.db, order.sub.id),
    ]);
    return {
      ...scheduleAnswer(order, app.now(), reports, new Map(), credits),
      customer: customer ?? null,
      events,
      // The customer's reports of meals that never came, pending ones to answer first.
      missedReports: [...reports.values()].map(reportView),
      // Its money refunds, and the most the Refund form may still ask for (null: nothing online),
      // with the figures it comes from: paid, refunded, given as meal credits (decision 137).
      refunds: refunds.map(adminRefundView),
      refundable: ceiling?.refundable ?? null,
      refundCeiling: ceiling,
      // "Refunded" or "Partly refunded" once money went back, not "Paid" (issue 25 point 6), read
      // as every list reads it (decision 153).
      paymentStanding: standings.get(order.sub.id) ?? order.sub.paymentStatus,
      // What Cancel would do now by the policy (null: nothing left to cancel).
      cancellation: outcome ? cancellationAnswer(outcome, order, 'admin') : null,
    };
  });

  app.post(
    '/api/admin/subscriptions/:id/pause',
    { ...guard, schema: { ...params, body: adminPauseBody } },
    async (request) => {
      const { reason, ...dates } = request.body;
      const order = await asAdmin(app, request, reason, (change) =>
        pauseOrder(app.db, request.params.id, dates, change),
      );
      return scheduleAnswer(order, app.now());
    },
  );

  app.post(
    '/api/admin/subscriptions/:id/resume',
    { ...guard, schema: { ...params, body: adminChangeBody } },
    async (request) => {
      const order = await asAdmin(app, request, request.body?.reason, (change) =>
        resumeOrder(app.db, request.params.id, change),
      );
      return scheduleAnswer(order, app.now());
    },
  );

  app.put(
    '/api/admin/subscriptions/:id/address',
    { ...guard, schema: { ...params, body: addressChangeBody } },
    async (request) => {
      const { reason, ...where } = request.body;
      const order = await asAdmin(app, request, reason, (change) =>
        changeAddress(app.db, request.params.id, where, change),
      );
      return scheduleAnswer(order, app.now());
    },
  );
};
