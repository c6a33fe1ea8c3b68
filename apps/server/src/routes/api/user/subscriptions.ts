import { MSG } from '@fitthali/domain/messages';
import { ownOrderParams } from '@fitthali/domain/schemas/own-order';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptions } from '../../../db/schema/orders.ts';
import { HttpError } from '../../../http-error.ts';
import { orderAnswer } from '../../../orders/order-answer.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * An online checkout the customer left before paying (issue 11 point 5): pay for the same order
 * again (cancelling it is `POST …/cancel` in subscription-cancel.ts). Only the customer's own
 * orders; only while they are unpaid.
 */
export const unpaidOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { preValidation: app.requireUser, schema: { params: ownOrderParams } };

  async function ownOrder(userId: string, id: string) {
    const [sub] = await app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
    if (!sub) throw new HttpError(404, MSG.orderNotFound);
    return sub;
  }

  // Back to the payment step for the same order and the same gateway order: nothing new is made.
  app.post('/api/user/subscriptions/:id/pay', options, async (request) => {
    const user = currentUser(request);
    const sub = await ownOrder(user.id, request.params.id);
    if (sub.paymentMode !== 'Online') throw new HttpError(404, MSG.orderNotFound);
    const expired =
      sub.status === 'expired' ||
      (sub.status === 'pending' && sub.expiresAt !== null && sub.expiresAt <= new Date());
    if (expired) throw new HttpError(409, MSG.orderExpiredUnpaid);
    if (sub.status === 'cancelled') throw new HttpError(409, MSG.orderNotFound);
    return orderAnswer(app, sub);
  });
};
