import { reportMissedBody } from '@fitthali/domain/schemas/credits';
import { ownDeliveryParams } from '@fitthali/domain/schemas/delivery-changes';
import { dishSwapBody } from '@fitthali/domain/schemas/dish-swap';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportMissed, reportView } from '../../../credits/missed-reports.ts';
import { asCustomer } from '../../../deliveries/admin-override.ts';
import { changeDelivery } from '../../../deliveries/change-deliveries.ts';
import { deliveryAnswer, dishSwapAnswer } from '../../../deliveries/delivery-view.ts';
import { deliveryDishes } from '../../../menus/delivery-dishes.ts';
import { swapDish } from '../../../menus/swap-dish.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * /api/user/deliveries/:id/skip and /unskip: the customer skips one of their own meals before its
 * cut-off (it moves to the end of the plan) or brings a skipped one back (issue 13 point 3).
 * PUT …/dish: chooses that meal's dish from what its day offers, until the same cut-off (issue 26).
 */
export const userDeliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { preValidation: app.requireUser, schema: { params: ownDeliveryParams } };

  for (const action of ['skip', 'unskip'] as const) {
    app.post(`/api/user/deliveries/:id/${action}`, options, async (request) => {
      const id = request.params.id;
      const { order } = await changeDelivery(app.db, action, id, asCustomer(app, request));
      return deliveryAnswer(order, id);
    });
  }

  app.put(
    '/api/user/deliveries/:id/dish',
    {
      preValidation: app.requireUser,
      schema: { params: ownDeliveryParams, body: dishSwapBody },
    },
    async (request) => {
      const id = request.params.id;
      const asker = asCustomer(app, request);
      const { order } = await swapDish(app.db, id, request.body.dishId, asker);
      const row = order.items.filter((item) => item.id === id);
      const now = asker.now ?? new Date();
      const dish = (await deliveryDishes(app.db, order, row, now, request.locale)).get(id);
      return dishSwapAnswer(order, id, dish);
    },
  );

  // A meal marked delivered that never came, told within 24 hours of its window (issue 14 point 3).
  app.post(
    '/api/user/deliveries/:id/report-missed',
    {
      preValidation: app.requireUser,
      schema: { params: ownDeliveryParams, body: reportMissedBody },
    },
    async (request) => {
      const user = currentUser(request);
      const report = await reportMissed(app.db, {
        deliveryId: request.params.id,
        userId: user.id,
        reason: request.body?.reason || null,
        now: app.now(),
      });
      return { success: true, report: reportView(report) };
    },
  );
};
