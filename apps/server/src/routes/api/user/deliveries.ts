import { reportMissedBody } from '@fitthali/domain/schemas/credits';
import { ownDeliveryParams } from '@fitthali/domain/schemas/delivery-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportMissed, reportView } from '../../../credits/missed-reports.ts';
import { asCustomer } from '../../../deliveries/admin-override.ts';
import { changeDelivery } from '../../../deliveries/change-deliveries.ts';
import { deliveryAnswer } from '../../../deliveries/delivery-view.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * /api/user/deliveries/:id/skip and /unskip: the customer skips one of their own meals before its
 * cut-off (it moves to the end of the plan) or brings a skipped one back (issue 13 point 3).
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
