import {
  channelsFor,
  classOf,
  DEFAULT_PREFERENCES,
  type NotificationKind,
  sendableAt,
} from '@fitthali/domain/notifications';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notificationPreferences } from '../db/schema/notifications.ts';
import { users } from '../db/schema/users.ts';
import { renderMessage, type TemplateData } from './templates.ts';

export interface NotificationEvent {
  /** The customer told; null (a deleted account) writes nothing. */
  userId: string | null;
  kind: NotificationKind;
  /**
   * What makes this event this event and no other (an order id, a refund id, a pause id…): the
   * stored key is `kind:key`, unique, so the same event written twice stores one notification.
   */
  key: string;
  subscriptionId?: string | null;
  data: TemplateData;
  now: Date;
  /** When it is meant to go out (a reminder's evening); the quiet hours may move it later. */
  dueAt?: Date;
}

const param = (values: readonly string[]) => sql.param(values);

/**
 * Stores a notification and one delivery row per channel the customer allows, inside the caller's
 * transaction (decision 114): the change and the message about it commit or roll back together,
 * and nothing is sent here. Reads the customer's contacts and choices, then writes both rows in one
 * statement; a key already stored writes nothing.
 */
export async function notify(tx: Db, event: NotificationEvent): Promise<void> {
  if (!event.userId) return;
  const [who] = await tx
    .select({
      email: users.email,
      phone: users.phone,
      prefEmail: notificationPreferences.email,
      prefWhatsapp: notificationPreferences.whatsapp,
      prefReminders: notificationPreferences.reminders,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, event.userId));
  if (!who) return;
  const prefs = {
    email: who.prefEmail ?? DEFAULT_PREFERENCES.email,
    whatsapp: who.prefWhatsapp ?? DEFAULT_PREFERENCES.whatsapp,
    reminders: who.prefReminders ?? DEFAULT_PREFERENCES.reminders,
  };
  const channels = channelsFor(event.kind, prefs, who);
  const message = renderMessage(event.kind, event.data);
  const sendAt = sendableAt(classOf(event.kind), event.dueAt ?? event.now);
  const now = event.now.toISOString();
  await tx.execute(sql`
    with stored as (
      insert into notifications
        (user_id, subscription_id, kind, event_key, title, body, data, created_at)
      values (${event.userId}, ${event.subscriptionId ?? null}, ${event.kind},
        ${`${event.kind}:${event.key}`}, ${message.title}, ${message.lines.join(' ')},
        ${JSON.stringify(event.data)}::jsonb, ${now}::timestamptz)
      on conflict (event_key) do nothing
      returning id
    )
    insert into notification_deliveries
      (notification_id, channel, next_attempt_at, created_at, updated_at)
    select stored.id, c.channel, ${sendAt.toISOString()}::timestamptz, ${now}::timestamptz,
      ${now}::timestamptz
    from stored cross join unnest(${param(channels)}::text[]) as c(channel)`);
}
