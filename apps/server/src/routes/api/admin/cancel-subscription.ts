import { API_MSG } from '@fitthali/domain/api-messages';
import { CANCEL_MSG } from '@fitthali/domain/cancel-messages';
import { MSG } from '@fitthali/domain/messages';
import { adminCancelBody, cancelSubscriptionParams } from '@fitthali/domain/schemas/admin-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http-error.ts';
import { cancelPlan } from '../../../orders/cancel-plan.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { paymentStandings } from '../../../refunds/payment-standings.ts';
import { adminRefundView } from '../../../refunds/refund-view.ts';

/**
 * PUT /api/admin/cancel-subscription/:id: the same rule as the customer's cancel (decision 95),
 * SPEC §2.15's texts and answer unchanged, plus what the money did. An optional body
 * `{ refund: 'money', amount?, reason }` refunds money instead of the rule's outcome (decision 96).
 */
export const adminCancelSubscriptionRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/cancel-subscription/:id',
    {
      preValidation: app.requireAdmin,
      schema: { params: cancelSubscriptionParams, body: adminCancelBody },
    },
    async (request) => {
      const { id } = request.params;
      const admin = currentUser(request);
      const choice = request.body;
      const done = await cancelPlan(app, id, {
        who: { actor: 'admin', actorId: admin.id },
        ownerId: null,
        now: app.now(),
        ...(choice?.refund === 'money'
          ? { money: { amount: choice.amount, reason: choice.reason ?? '' } }
          : {}),
      }).catch((error: unknown) => {
        // SPEC §2.15's sentences for a second cancel and for a plan that has ended.
        const spec = error instanceof HttpError ? SPEC_TEXTS[error.message] : undefined;
        throw spec ? new HttpError(409, spec) : error;
      });
      const updated = done.subscription;
      const standings = await paymentStandings(app.db, [updated]);
      return {
        success: true,
        message: MSG.subscriptionCancelled,
        subscription: {
          _id: updated.id,
          status: updated.status,
          paymentStatus: updated.paymentStatus,
          // The payment after the cancel's refund, as the lists read it (decision 153).
          paymentStanding: standings.get(updated.id) ?? updated.paymentStatus,
        },
        refund: done.refund ? adminRefundView(done.refund) : null,
        creditsAdded: done.creditsAdded,
      };
    },
  );
};

/** The customer's refusals as SPEC §2.15 words them for the admin. */
const SPEC_TEXTS: Record<string, string> = {
  [CANCEL_MSG.alreadyCancelled]: API_MSG.subscriptionAlreadyCancelled,
  [CANCEL_MSG.completed]: API_MSG.subscriptionAlreadyCompleted,
};
