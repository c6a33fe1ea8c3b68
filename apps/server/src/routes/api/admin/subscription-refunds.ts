import { REFUND_MSG } from '@fitthali/domain/refund-messages';
import { idempotencyHeaders } from '@fitthali/domain/schemas/idempotency-key';
import { adminRefundBody, refundSubscriptionParams } from '@fitthali/domain/schemas/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../http-error.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { adminRefundView, refundableOfOrder } from '../../../refunds/refund-view.ts';
import { requestRefund } from '../../../refunds/request-refund.ts';
import { refundGateways, sendRefund } from '../../../refunds/send-refund.ts';

/**
 * POST /api/admin/subscriptions/:id/refunds: the admin's money refund of an order's online payment
 * (issue 14 point 2), whole or part, with a written reason. The Idempotency-Key is required: a
 * double click or a retry answers with the refund the first request made (decision 88).
 */
export const adminSubscriptionRefundsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/subscriptions/:id/refunds',
    {
      preValidation: app.requireAdmin,
      schema: {
        params: refundSubscriptionParams,
        body: adminRefundBody,
        headers: idempotencyHeaders,
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (!key) throw new HttpError(400, REFUND_MSG.idempotencyKeyRequired);
      const admin = currentUser(request);
      const { id } = request.params;
      const { refund, created } = await app.db.transaction((tx) =>
        requestRefund(
          tx as unknown as Db,
          {
            subscriptionId: id,
            amount: request.body.amount,
            reason: request.body.reason,
            actor: 'admin',
            actorId: admin.id,
            idempotencyKey: key,
            speed: app.config.payments.refundSpeed,
            gateways: refundGateways(app),
          },
          app.now(),
        ),
      );
      // After commit: the gateway is never called inside a transaction. A failed call leaves the
      // refund pending for the retry job; the admin sees that in the answer.
      const sent = created ? await sendRefund(app, refund.id) : undefined;
      const ceiling = await refundableOfOrder(app.db, id);
      return reply.status(created ? 201 : 200).send({
        success: true,
        message: REFUND_MSG.refundRequested,
        refund: adminRefundView(sent ?? refund),
        refundable: ceiling?.refundable ?? null,
        refundCeiling: ceiling,
      });
    },
  );
};
