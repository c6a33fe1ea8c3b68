import type { Locale } from '@fitthali/domain/i18n/locales';
import { NOTIFY_MSG } from '@fitthali/domain/notification-messages';
import {
  DEFAULT_PREFERENCES,
  type NotificationDeliveryStatus,
  type NotificationPreferences,
} from '@fitthali/domain/notifications';
import { and, asc, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
} from '../db/schema/notifications.ts';
import { users } from '../db/schema/users.ts';
import { HttpError } from '../http-error.ts';
import { renderMessage } from './templates.ts';

/**
 * The customer's inbox, newest first (GET /api/user/notifications): their own only. Stored in
 * English; read in Odia, each is said again from its stored values (issue 27).
 */
export async function inboxOf(db: Db, userId: string, limit = 100, locale: Locale = 'en') {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  const sends = await deliveriesOf(
    db,
    rows.map((row) => row.id),
  );
  const said = (row: (typeof rows)[number]) => {
    if (locale === 'en') return { title: row.title, body: row.body };
    const message = renderMessage(row.kind, row.data, locale);
    return { title: message.title, body: message.lines.join(' ') };
  };
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    ...said(row),
    createdAt: row.createdAt,
    channels: (sends.get(row.id) ?? []).map((send) => ({
      channel: send.channel,
      status: send.status,
    })),
  }));
}

async function deliveriesOf(db: Db, ids: string[]) {
  const byNotification = new Map<string, (typeof notificationDeliveries.$inferSelect)[]>();
  if (ids.length === 0) return byNotification;
  const rows = await db
    .select()
    .from(notificationDeliveries)
    .where(inArray(notificationDeliveries.notificationId, ids))
    .orderBy(asc(notificationDeliveries.channel));
  for (const row of rows) {
    const list = byNotification.get(row.notificationId) ?? [];
    list.push(row);
    byNotification.set(row.notificationId, list);
  }
  return byNotification;
}

export async function preferencesOf(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row
    ? { email: row.email, whatsapp: row.whatsapp, reminders: row.reminders }
    : DEFAULT_PREFERENCES;
}

/** Saves the customer's choices whole; WhatsApp needs a phone number on the account. */
export async function savePreferences(
  db: Db,
  userId: string,
  prefs: NotificationPreferences,
  now: Date,
): Promise<NotificationPreferences> {
  if (prefs.whatsapp) {
    const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    if (!user?.phone) throw new HttpError(400, NOTIFY_MSG.whatsappNeedsPhone);
  }
  await db
    .insert(notificationPreferences)
    .values({ userId, ...prefs, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...prefs, updatedAt: now },
    });
  return prefs;
}

/**
 * The admin's outbox (issue 15 point 4): notifications newest first with each channel's send, or
 * only those with a send in `status` (the failed ones wait for the admin).
 */
export async function adminOutbox(
  db: Db,
  query: { status?: NotificationDeliveryStatus; limit: number; offset: number; byId?: string },
) {
  const byStatus = query.status
    ? exists(
        db
          .select({ one: sql`1` })
          .from(notificationDeliveries)
          .where(
            and(
              eq(notificationDeliveries.notificationId, notifications.id),
              eq(notificationDeliveries.status, query.status),
            ),
          ),
      )
    : undefined;
  const where = query.byId ? and(byStatus, eq(notifications.id, query.byId)) : byStatus;
  const [rows, [total]] = await Promise.all([
    db
      .select({ n: notifications, name: users.name, email: users.email, phone: users.phone })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  const sends = await deliveriesOf(
    db,
    rows.map((row) => row.n.id),
  );
  return {
    total: total?.total ?? 0,
    notifications: rows.map(({ n, name, email, phone }) => ({
      _id: n.id,
      kind: n.kind,
      title: n.title,
      createdAt: n.createdAt,
      customer: { name, email, phone },
      channels: (sends.get(n.id) ?? []).map((send) => ({
        _id: send.id,
        channel: send.channel,
        status: send.status,
        attempts: send.attempts,
        lastError: send.lastError,
        nextAttemptAt: send.status === 'queued' ? send.nextAttemptAt : null,
        sentAt: send.sentAt,
      })),
    })),
  };
}

/** Failed sends, for the dashboard. */
export async function failedSendsCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.status, 'failed'));
  return row?.n ?? 0;
}

/**
 * The admin's resend: the notification's failed sends are queued again with fresh attempts, due
 * now. Nothing failed (already resent, or all sent) changes nothing and says so.
 */
export async function requeueFailed(db: Db, notificationId: string, now: Date): Promise<number> {
  const [found] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  if (!found) throw new HttpError(404, NOTIFY_MSG.notificationNotFound);
  const requeued = await db
    .update(notificationDeliveries)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: now, sendingSince: null, updatedAt: now })
    .where(
      and(
        eq(notificationDeliveries.notificationId, notificationId),
        eq(notificationDeliveries.status, 'failed'),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  return requeued.length;
}
