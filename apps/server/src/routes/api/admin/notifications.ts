import { NOTIFY_MSG } from '@fitthali/domain/notification-messages';
import {
  adminNotificationsQuery,
  notificationParams,
} from '@fitthali/domain/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http-error.ts';
import { adminOutbox, requeueFailed } from '../../../notifications/notification-views.ts';
import { sendDueNotifications } from '../../../notifications/send-notifications.ts';

/**
 * GET /api/admin/notifications?status=failed: the outbox, paged like the other admin lists
 * (`total`, `limit`, `offset`), each notification with its
 * channels' status, attempts and last error; POST /api/admin/notifications/:id/resend queues its
 * failed sends again and tries them at once (issue 15 point 4).
 */
export const adminNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/notifications',
    { preValidation: app.requireAdmin, schema: { querystring: adminNotificationsQuery } },
    async (request) => {
      const { limit, offset } = request.query;
      return { success: true, ...(await adminOutbox(app.db, request.query)), limit, offset };
    },
  );

  app.post(
    '/api/admin/notifications/:id/resend',
    { preValidation: app.requireAdmin, schema: { params: notificationParams } },
    async (request) => {
      const { id } = request.params;
      const now = app.now();
      const requeued = await requeueFailed(app.db, id, now);
      if (requeued === 0) throw new HttpError(409, NOTIFY_MSG.nothingToResend);
      // Tried now rather than at the next tick, so the admin sees the outcome; a failure here
      // stays queued with its backoff, like any other send.
      await sendDueNotifications(app, now, { only: id });
      const { notifications } = await adminOutbox(app.db, { limit: 1, offset: 0, byId: id });
      return { success: true, message: NOTIFY_MSG.resent, notification: notifications[0] };
    },
  );
};
