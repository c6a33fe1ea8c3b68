import { NOTIFY_MSG } from '@fitthali/domain/notification-messages';
import { notificationPreferencesBody } from '@fitthali/domain/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inboxOf,
  preferencesOf,
  savePreferences,
} from '../../../notifications/notification-views.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * GET /api/user/notifications (issue 15's contract): the customer's own notifications, newest
 * first, each with its channels' status. GET/PUT /api/user/notification-preferences: email,
 * WhatsApp opt-in and reminders on or off (decision 118).
 */
export const userNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/notifications', { preValidation: app.requireUser }, async (request) => {
    const user = currentUser(request);
    return { success: true, notifications: await inboxOf(app.db, user.id, 100, request.locale) };
  });

  app.get(
    '/api/user/notification-preferences',
    { preValidation: app.requireUser },
    async (request) => {
      const user = currentUser(request);
      return { success: true, preferences: await preferencesOf(app.db, user.id) };
    },
  );

  app.put(
    '/api/user/notification-preferences',
    { preValidation: app.requireUser, schema: { body: notificationPreferencesBody } },
    async (request) => {
      const user = currentUser(request);
      const preferences = await savePreferences(app.db, user.id, request.body, app.now());
      return { success: true, message: NOTIFY_MSG.preferencesSaved, preferences };
    },
  );
};
