import type {
  NotificationChannel,
  NotificationDeliveryStatus,
  NotificationPreferences,
} from '@fitthali/domain/notifications';
import { apiRequest } from '../../../lib/api-client';

/** One notification as GET /api/user/notifications lists it (issue 15's contract). */
export type NotificationView = {
  _id: string;
  kind: string;
  title: string;
  body: string;
  createdAt: string;
  channels: { channel: NotificationChannel; status: NotificationDeliveryStatus }[];
};

/** GET /api/user/notifications: newest first. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationView[]> {
  const body = await apiRequest<{ notifications?: NotificationView[] }>('/api/user/notifications', {
    signal,
  });
  return Array.isArray(body.notifications) ? body.notifications : [];
}

/** GET /api/user/notification-preferences */
export async function getPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  const body = await apiRequest<{ preferences: NotificationPreferences }>(
    '/api/user/notification-preferences',
    { signal },
  );
  return body.preferences;
}

/** PUT /api/user/notification-preferences: every switch, sent whole. */
export async function savePreferences(
  preferences: NotificationPreferences,
): Promise<{ preferences: NotificationPreferences; message?: string }> {
  return apiRequest<{ preferences: NotificationPreferences }>(
    '/api/user/notification-preferences',
    { method: 'PUT', body: preferences },
  );
}
