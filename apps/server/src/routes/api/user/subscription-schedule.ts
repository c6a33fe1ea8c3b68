import { MSG } from '@fitthali/domain/messages';
import {
  addressChangeBody,
  ownSubscriptionParams,
  pauseBody,
} from '@fitthali/domain/schemas/delivery-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { missedCreditsOfOrder } from '../../../credits/delivery-credits.ts';
import { reportsOfOrder } from '../../../credits/missed-reports.ts';
import { asCustomer } from '../../../deliveries/admin-override.ts';
import { changeAddress } from '../../../deliveries/change-address.ts';
import { pauseOrder, resumeOrder } from '../../../deliveries/change-deliveries.ts';
import { scheduleAnswer } from '../../../deliveries/delivery-view.ts';
import { readOrderSchedule } from '../../../deliveries/order-schedule.ts';
import { HttpError } from '../../../http-error.ts';
import { decideUndecidedDishes, deliveryDishes } from '../../../menus/delivery-dishes.ts';
import { cancelSummary } from '../../../orders/cancel-summary.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { ratingsOfOrder, withRatings } from '../../../ratings/meal-ratings.ts';
import { paymentStandings } from '../../../refunds/payment-standings.ts';
import { refundsOfOrder, refundView } from '../../../refunds/refund-view.ts';

/**
 * GET /api/user/subscriptions/:id with its deliveries, and POST …/pause and …/resume (issue 13):
 * only the customer's own orders; anyone else's is answered as not found.
 */
export const userSubscriptionScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = { params: ownSubscriptionParams };

  app.get(
    '/api/user/subscriptions/:id',
    { preValidation: app.requireUser, schema: params },
    async (request) => {
      const user = currentUser(request);
      const read = await readOrderSchedule(app.db, request.params.id, user.id);
      if (!read) throw new HttpError(404, MSG.orderNotFound);
      const order = await decideUndecidedDishes(app.db, read, user.id);
      const now = app.now();
      const [reports, refunds, cancellation, dishes, standings, credits, ratings] =
        await Promise.all([
          reportsOfOrder(app.db, order.sub.id),
          refundsOfOrder(app.db, order.sub.id),
          cancelSummary(app.db, order),
          deliveryDishes(app.db, order, order.items, now, request.locale),
          paymentStandings(app.db, [order.sub]),
          missedCreditsOfOrder(app.db, order.sub.id),
          ratingsOfOrder(app.db, order.sub.id),
        ]);
      const answer = scheduleAnswer(order, now, reports, dishes, credits);
      return {
        ...answer,
        deliveries: withRatings(answer.deliveries, order.items, ratings),
        refunds: refunds.map(refundView),
        // "Refunded" or "Partly refunded" once money went back, as the admin reads it (decision 153).
        paymentStanding: standings.get(order.sub.id) ?? order.sub.paymentStatus,
        cancellation,
      };
    },
  );

  app.post(
    '/api/user/subscriptions/:id/pause',
    { preValidation: app.requireUser, schema: { ...params, body: pauseBody } },
    async (request) => {
      const order = await pauseOrder(
        app.db,
        request.params.id,
        request.body,
        asCustomer(app, request),
      );
      return scheduleAnswer(order, app.now());
    },
  );

  app.post(
    '/api/user/subscriptions/:id/resume',
    { preValidation: app.requireUser, schema: params },
    async (request) => {
      const order = await resumeOrder(app.db, request.params.id, asCustomer(app, request));
      return scheduleAnswer(order, app.now());
    },
  );

  app.put(
    '/api/user/subscriptions/:id/address',
    { preValidation: app.requireUser, schema: { ...params, body: addressChangeBody } },
    async (request) => {
      const { address, date } = request.body;
      const change = { address, date };
      const order = await changeAddress(
        app.db,
        request.params.id,
        change,
        asCustomer(app, request),
      );
      return scheduleAnswer(order, app.now());
    },
  );
};
