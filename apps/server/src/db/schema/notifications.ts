import {
  DELIVERY_STATUSES,
  NOTIFICATION_CHANNELS,
  type NotificationKind,
} from '@fitthali/domain/notifications';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The outbox (issue 15 point 2, decision 114): one row per thing the customer is told, written in
 * the transaction of the change that causes it, unique by its event key so a retried change writes
 * nothing new. The title and body are what the profile's inbox shows; `data` holds the template's
 * parameters for the email and the WhatsApp template. Deleted with the account.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id'),
    kind: text('kind').$type<NotificationKind>().notNull(),
    eventKey: text('event_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    /**
     * Where it goes instead of the account's contact: a changed email's or phone's notice goes to
     * the old one (issue 15 point 3). Null: the account's email and phone at send time.
     */
    toEmail: text('to_email'),
    toPhone: text('to_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_event_key').on(t.eventKey),
    index('notifications_user_created').on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * One send of a notification on one channel. `next_attempt_at` is when the sender may try it (the
 * quiet hours and the backoff both move it); `attempts` counts the tries, and after the last one it
 * is `failed` with `last_error` until an admin resends it.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Set while a sender holds the row; a send started but never marked shows as this. */
    sendingSince: timestamp('sending_since', { withTimezone: true }),
    lastError: text('last_error'),
    /** The provider's id for the message sent (SMTP Message-ID, WhatsApp message id). */
    providerId: text('provider_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_channel').on(t.notificationId, t.channel),
    index('notification_deliveries_due').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('notification_deliveries_status_created').on(t.status, t.createdAt, t.id),
  ],
);

/** The customer's choices (absent: the defaults, email on, WhatsApp off, reminders on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  whatsapp: boolean('whatsapp').notNull().default(false),
  reminders: boolean('reminders').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Notification = typeof notifications.$inferSelect;
export type NotificationDelivery = typeof notificationDeliveries.$inferSelect;
