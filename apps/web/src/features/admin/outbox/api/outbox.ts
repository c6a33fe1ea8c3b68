import type {
  NotificationChannel,
  NotificationDeliveryStatus,
} from '@fitthali/domain/notifications';
import { adminSession } from '../../../../lib/admin-session';
import { apiRequest } from '../../../../lib/api-client';

export interface OutboxChannel {
  _id: string;
  channel: NotificationChannel;
  status: NotificationDeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

export interface OutboxNotification {
  _id: string;
  kind: string;
  title: string;
  createdAt: string;
  customer: { name: string | null; email: string | null; phone: string | null };
  channels: OutboxChannel[];
}

export interface OutboxPage {
  notifications: OutboxNotification[];
  total: number;
}

export const OUTBOX_PAGE_SIZE = 50;

/** GET /api/admin/notifications?status=&offset=: the outbox, newest first (issue 15 point 4). */
export async function getOutbox(
  query: { status?: NotificationDeliveryStatus; offset: number },
  signal?: AbortSignal,
): Promise<OutboxPage> {
  const body = await apiRequest<Partial<OutboxPage>>('/api/admin/notifications', {
    session: adminSession,
    query: { status: query.status, offset: query.offset, limit: OUTBOX_PAGE_SIZE },
    signal,
  });
  if (!Array.isArray(body.notifications)) throw new Error('no notifications in the answer');
  return { notifications: body.notifications, total: body.total ?? 0 };
}

/** POST /api/admin/notifications/:id/resend: its failed sends, again, now. */
export function resendNotification(id: string) {
  return apiRequest<{ message: string; notification?: OutboxNotification }>(
    `/api/admin/notifications/${encodeURIComponent(id)}/resend`,
    { session: adminSession, method: 'POST', body: {} },
  );
}
