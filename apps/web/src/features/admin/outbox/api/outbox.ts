import type {
  NotificationChannel,
  NotificationDeliveryStatus,
} from '@fitthali/domain/notifications';
import { adminSession } from '../../../../lib/admin-session';
import { apiRequest } from '../../../../lib/api-client';
import type { Page } from '../../api/types';

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

export type OutboxFilter = { status?: NotificationDeliveryStatus; limit: number; offset: number };

/** A page of the outbox, as every admin list answers it. */
export type OutboxPage = { notifications: OutboxNotification[] } & Page;

/** GET /api/admin/notifications?status=&limit=&offset=: the outbox, newest first (issue 15 point 4). */
export function listOutbox(filter: OutboxFilter, signal?: AbortSignal) {
  return apiRequest<OutboxPage>('/api/admin/notifications', {
    session: adminSession,
    query: filter,
    signal,
  });
}

/** POST /api/admin/notifications/:id/resend: its failed sends, again, now. */
export function resendNotification(id: string) {
  return apiRequest<{ message: string; notification?: OutboxNotification }>(
    `/api/admin/notifications/${encodeURIComponent(id)}/resend`,
    { session: adminSession, method: 'POST', body: {} },
  );
}
