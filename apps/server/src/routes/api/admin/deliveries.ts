import {
  adminChangeBody,
  missedBody,
  ownDeliveryParams,
  slotDeliveredBody,
  stopCashBody,
} from '@fitthali/domain/schemas/delivery-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asAdmin } from '../../../deliveries/admin-override.ts';
import { changeDelivery } from '../../../deliveries/change-deliveries.ts';
import { deliveryAnswer } from '../../../deliveries/delivery-view.ts';
import { markDelivery, markSlotDelivered } from '../../../deliveries/mark-deliveries.ts';
import { collectCash, collectionReply, collectStopCash } from '../../../payments/collect-cash.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * /api/admin/deliveries/:id/*: skip or bring back a meal for a customer (past the cut-off with a
 * reason), and the run sheet's delivered / missed marks; /api/admin/kitchen/delivered marks a
 * whole slot (issue 13 points 6 and 7); …/cash records a COD order's cash (issue 14 point 6), and
 * /api/admin/deliveries/cash a whole stop's (issue 25 point 8). Every mark and collection is judged
 * on the server's clock (app.now), never a date the phone sends.
 */
export const adminDeliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireAdmin };
  const params = { params: ownDeliveryParams };

  for (const action of ['skip', 'unskip'] as const) {
    app.post(
      `/api/admin/deliveries/:id/${action}`,
      { ...guard, schema: { ...params, body: adminChangeBody } },
      async (request) => {
        const id = request.params.id;
        const { order } = await asAdmin(app, request, request.body?.reason, (change) =>
          changeDelivery(app.db, action, id, change),
        );
        return deliveryAnswer(order, id);
      },
    );
  }

  app.post('/api/admin/deliveries/:id/delivered', { ...guard, schema: params }, async (request) => {
    const admin = currentUser(request);
    const { delivery: row } = await markDelivery(
      app.db,
      request.params.id,
      'delivered',
      { actor: 'admin', actorId: admin.id },
      app.now(),
    );
    return { success: true, delivery: { _id: row.id, status: row.status } };
  });

  app.post(
    '/api/admin/deliveries/:id/missed',
    { ...guard, schema: { ...params, body: missedBody } },
    async (request) => {
      const admin = currentUser(request);
      const { delivery: row, credit } = await markDelivery(
        app.db,
        request.params.id,
        'missed',
        { actor: 'admin', actorId: admin.id, reason: request.body.reason },
        app.now(),
      );
      return {
        success: true,
        delivery: { _id: row.id, status: row.status, missedReason: row.missedReason },
        // The meal credit this mark gave: its rupees (0: none), and why it is less than the
        // meal's value when the order had less left of what it was paid (decision 154).
        credit,
      };
    },
  );

  // Cash collected for a COD order on this delivery (issue 14 point 6). No amount is read from the
  // request: the cash is the order's total, whatever a screen showed.
  app.post('/api/admin/deliveries/:id/cash', { ...guard, schema: params }, async (request) => {
    const admin = currentUser(request);
    const { collection } = await collectCash(
      app.db,
      { deliveryId: request.params.id },
      { actor: 'admin', actorId: admin.id },
      app.now(),
    );
    return collectionReply(collection);
  });

  // One stop's "Cash collected" (issue 25 point 8): every COD order of one door, each recorded as
  // its own collection, in one transaction; asked again, nothing new is recorded.
  app.post(
    '/api/admin/deliveries/cash',
    { ...guard, schema: { body: stopCashBody } },
    async (request) => {
      const admin = currentUser(request);
      const { collections, created } = await collectStopCash(
        app.db,
        request.body.deliveryIds,
        { actor: 'admin', actorId: admin.id },
        app.now(),
      );
      return { success: true, collections, created };
    },
  );

  app.post(
    '/api/admin/kitchen/delivered',
    { ...guard, schema: { body: slotDeliveredBody } },
    async (request) => {
      const admin = currentUser(request);
      const { date, slot } = request.body;
      const marked = await markSlotDelivered(
        app.db,
        date,
        slot,
        { actor: 'admin', actorId: admin.id },
        app.now(),
      );
      return { success: true, marked };
    },
  );
};
