import { API_MSG } from '@fitthali/domain/api-messages';
import { MSG } from '@fitthali/domain/messages';
import { cancelSubscriptionParams } from '@fitthali/domain/schemas/admin-orders';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptions } from '../../../db/schema/orders.ts';
import { HttpError } from '../../../http-error.ts';
import { cancelSubscription } from '../../../orders/cancel-subscription.ts';
import { currentUser } from '../../../plugins/auth.ts';

/** PUT /api/admin/cancel-subscription/:id */
export const adminCancelSubscriptionRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/cancel-subscription/:id',
    { preValidation: app.requireAdmin, schema: { params: cancelSubscriptionParams } },
    async (request) => {
      const { id } = request.params;
      const admin = currentUser(request);
      const updated = await cancelSubscription(app.db, id, { actor: 'admin', actorId: admin.id });
      if (!updated) {
        const [exists] = await app.db
          .select({ id: subscriptions.id, status: subscriptions.status })
          .from(subscriptions)
          .where(eq(subscriptions.id, id));
        if (!exists) throw new HttpError(404, MSG.orderNotFound);
        if (exists.status === 'completed') {
          throw new HttpError(409, API_MSG.subscriptionAlreadyCompleted);
        }
        throw new HttpError(409, API_MSG.subscriptionAlreadyCancelled);
      }
      return {
        success: true,
        message: MSG.subscriptionCancelled,
        subscription: {
          _id: updated.id,
          status: updated.status,
          paymentStatus: updated.paymentStatus,
        },
      };
    },
  );
};
