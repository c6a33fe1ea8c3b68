import { z } from 'zod';
import { oneOfMessage } from '../api-messages.ts';
import { NOTIFY_MSG } from '../notification-messages.ts';
import { DELIVERY_STATUSES } from '../notifications.ts';
import { pagedQuery } from './admin-paging.ts';
import { uuid } from './ids.ts';

const onOff = z.boolean({ error: NOTIFY_MSG.preferencesNotBoolean });

/** PUT /api/user/notification-preferences: every switch, sent whole. */
export const notificationPreferencesBody = z.object({
  email: onOff,
  whatsapp: onOff,
  reminders: onOff,
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBody>;

/** GET /api/admin/notifications?status=failed&limit=&offset= */
export const adminNotificationsQuery = pagedQuery(
  {
    status: z
      .enum(DELIVERY_STATUSES, { error: oneOfMessage('status', DELIVERY_STATUSES) })
      .optional(),
  },
  50,
);

/** POST /api/admin/notifications/:id/resend */
export const notificationParams = z.object({ id: uuid(NOTIFY_MSG.notificationNotFound) });
