import { classOf, type NotificationKind, sendableAt } from '@fitthali/domain/notifications';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
  /**
   * Where it goes instead of the account's contact (a changed email's or phone's old one); the
   * channel rule is applied to these.
   */
  recipient?: { email: string | null; phone: string | null };
}

/** The values of one stored notification, as SQL values or (in a prepared statement) placeholders. */
export type OutboxValues = Record<
  | 'userId'
  | 'subscriptionId'
  | 'kind'
  | 'eventKey'
  | 'title'
  | 'body'
  | 'data'
  | 'sendAt'
  | 'now'
  | 'receipt'
  | 'reminder'
  | 'toEmail'
  | 'toPhone'
  | 'write',
  SQLWrapper
>;

/** What `notify` stores for an event, rendered and keyed. */
export function outboxValues(event: NotificationEvent): Record<keyof OutboxValues, unknown> {
  const message = renderMessage(event.kind, event.data);
  const cls = classOf(event.kind);
  return {
    userId: event.userId,
    subscriptionId: event.subscriptionId ?? null,
    kind: event.kind,
    eventKey: `${event.kind}:${event.key}`,
    title: message.title,
    body: message.lines.join(' '),
    data: JSON.stringify(event.data),
    sendAt: sendableAt(cls, event.dueAt ?? event.now).toISOString(),
    now: event.now.toISOString(),
    receipt: cls === 'receipt',
    reminder: cls === 'reminder',
    toEmail: event.recipient?.email ?? null,
    toPhone: event.recipient?.phone ?? null,
    write: event.userId !== null,
  };
}

/**
 * The two inserts of the outbox as parts of one statement: `new_notification` stores the
 * notification (nothing when its key is already stored, when `write` is false, or for a reminder
 * to a customer who opted out of reminders: they neither get it nor see it), and the second
 * part adds one delivery row per channel the customer allows. The channel rule is
 * `channelsFor` in the domain, applied here to the customer's row so the whole write is one
 * statement: receipts always by email when known; email otherwise only if switched on; WhatsApp
 * only with the opt-in and a phone; reminders not at all for a customer who opted out.
 */
export function outboxParts(v: OutboxValues): { notification: SQL; sends: SQL } {
  const notification = sql`
    insert into notifications (user_id, subscription_id, kind, event_key, title, body, data,
      to_email, to_phone, created_at)
    select ${v.userId}::uuid, ${v.subscriptionId}::uuid, ${v.kind}, ${v.eventKey}, ${v.title},
      ${v.body}, ${v.data}::jsonb, ${v.toEmail}::text, ${v.toPhone}::text, ${v.now}::timestamptz
    where ${v.write}::boolean and not (${v.reminder}::boolean and exists (
      select 1 from notification_preferences p where p.user_id = ${v.userId}::uuid and not p.reminders))
    on conflict (event_key) do nothing
    returning id, user_id, to_email, to_phone`;
  const sends = sql`
    insert into notification_deliveries (notification_id, channel, next_attempt_at, created_at, updated_at)
    select n.id, c.channel, ${v.sendAt}::timestamptz, ${v.now}::timestamptz, ${v.now}::timestamptz
    from new_notification n
    join users u on u.id = n.user_id
    left join notification_preferences p on p.user_id = n.user_id
    cross join (values ('email'), ('whatsapp')) as c(channel)
    where (not ${v.reminder}::boolean or coalesce(p.reminders, true))
      and case c.channel
        when 'email' then coalesce(n.to_email, u.email) is not null
          and (${v.receipt}::boolean or coalesce(p.email, true))
        else coalesce(n.to_phone, u.phone) is not null and coalesce(p.whatsapp, false)
      end`;
  return { notification, sends };
}

/**
 * Stores a notification and one delivery row per allowed channel inside the caller's transaction
 * (decision 114): the change and the message about it commit or roll back together, and nothing is
 * sent here. One statement; a key already stored writes nothing.
 */
export async function notify(tx: Db, event: NotificationEvent): Promise<void> {
  if (!event.userId) return;
  const values = outboxValues(event);
  const bound = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, sql`${value}`]),
  ) as unknown as OutboxValues;
  const { notification, sends } = outboxParts(bound);
  await tx.execute(sql`with new_notification as (${notification}) ${sends}`);
}

const OUTBOX_FIELDS = [
  'userId',
  'subscriptionId',
  'kind',
  'eventKey',
  'title',
  'body',
  'data',
  'sendAt',
  'now',
  'receipt',
  'reminder',
  'toEmail',
  'toPhone',
  'write',
] as const satisfies readonly (keyof OutboxValues)[];

/** The outbox's values as named placeholders, for a statement prepared once (the order insert). */
export function outboxPlaceholders(prefix: string): OutboxValues {
  return Object.fromEntries(
    OUTBOX_FIELDS.map((name) => [name, sql`${sql.placeholder(`${prefix}${name}`)}`]),
  ) as unknown as OutboxValues;
}

/** The values for `outboxPlaceholders(prefix)`; `write: false` stores nothing. */
export function outboxParams(
  event: NotificationEvent,
  prefix: string,
  write = true,
): Record<string, unknown> {
  const values = outboxValues(event);
  return Object.fromEntries(
    OUTBOX_FIELDS.map((name) => [
      `${prefix}${name}`,
      name === 'write' ? write && values.write : values[name],
    ]),
  );
}
