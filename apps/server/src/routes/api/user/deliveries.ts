import { ownDeliveryParams } from '@fitthali/domain/schemas/delivery-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeDelivery } from '../../../deliveries/change-deliveries.ts';
import { deliveryView } from '../../../deliveries/delivery-view.ts';
import { endDateOfOrder } from '../../../deliveries/order-schedule.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * /api/user/deliveries/:id/skip and /unskip: the customer skips one of their own meals before its
 * cut-off (it moves to the end of the plan) or brings a skipped one back (issue 13 point 3).
 */
export const userDeliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { preValidation: app.requireUser, schema: { params: ownDeliveryParams } };

  for (const action of ['skip', 'unskip'] as const) {
    app.post(`/api/user/deliveries/:id/${action}`, options, async (request) => {
      const user = currentUser(request);
      const { order, deliveryId } = await changeDelivery(app.db, action, request.params.id, {
        ownerId: user.id,
        actor: 'customer',
        actorId: user.id,
        now: app.now(),
      });
      const row = order.items.find((item) => item.id === deliveryId);
      return {
        success: true,
        delivery: row ? deliveryView(row, order) : null,
        endDate: endDateOfOrder(order),
      };
    });
  }
};
