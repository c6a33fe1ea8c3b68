import { CANCEL_MSG } from '@fitthali/domain/cancel-messages';
import { MSG } from '@fitthali/domain/messages';
import { idempotencyHeaders } from '@fitthali/domain/schemas/idempotency-key';
import { ownOrderParams } from '@fitthali/domain/schemas/own-order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Refund } from '../../../db/schema/refunds.ts';
import { HttpError } from '../../../http-error.ts';
import { cancelPlan, previewCancellation } from '../../../orders/cancel-plan.ts';
import { cancellationAnswer } from '../../../orders/cancellation-answer.ts';
import { subscriptionView } from '../../../orders/subscription-view.ts';
import { currentUser } from '../../../plugins/auth.ts';

/** A refund in the cancel answer (issue 14's contract): rupees and where it stands. */
export const cancelRefundView = (refund: Refund | null) =>
  refund ? { amount: refund.amount, status: refund.status } : null;

/**
 * The customer's cancel (issue 14 point 2, decision 95): GET …/cancellation previews the outcome
 * for the confirm dialog, POST …/cancel applies it. Only the customer's own orders (anyone else's
 * is 404). An unpaid online order cancels as it always did, and a retry of that finds it done.
 */
export const subscriptionCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/subscriptions/:id/cancellation',
    { preValidation: app.requireUser, schema: { params: ownOrderParams } },
    async (request) => {
      const user = currentUser(request);
      const found = await previewCancellation(app.db, request.params.id, user.id, app.now());
      if (!found) throw new HttpError(404, MSG.orderNotFound);
      const { outcome } = found;
      if (!outcome) throw new HttpError(409, notCancellable(found.order.sub.status));
      return {
        success: true,
        cancellation: cancellationAnswer(outcome, found.order, 'customer'),
      };
    },
  );

  app.post(
    '/api/user/subscriptions/:id/cancel',
    {
      preValidation: app.requireUser,
      schema: { params: ownOrderParams, headers: idempotencyHeaders },
    },
    async (request) => {
      const user = currentUser(request);
      const done = await cancelPlan(app, request.params.id, {
        who: { actor: 'customer', actorId: user.id },
        ownerId: user.id,
        now: app.now(),
        idempotencyKey: request.headers['idempotency-key'],
        unpaidRetry: true,
      });
      const unpaid = done.subscription.confirmedAt === null;
      return {
        success: true,
        message: unpaid ? MSG.unpaidOrderCancelled : CANCEL_MSG.planCancelled,
        subscription: subscriptionView(done.subscription),
        refund: cancelRefundView(done.refund),
        creditsAdded: done.creditsAdded,
      };
    },
  );
};

function notCancellable(status: string): string {
  if (status === 'cancelled') return CANCEL_MSG.alreadyCancelled;
  if (status === 'completed') return CANCEL_MSG.completed;
  return CANCEL_MSG.notCancellable;
}
