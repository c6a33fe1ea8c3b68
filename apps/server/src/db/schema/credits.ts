import { CREDIT_KINDS } from '@fitthali/domain/meal-credits';
import { MISSED_REPORT_STATUSES } from '@fitthali/domain/missed-reports';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { actorColumns, customerRef } from './columns.ts';
import { deliveries } from './deliveries.ts';
import { orderRef, subscriptions } from './orders.ts';
import { refunds } from './refunds.ts';
import { users } from './users.ts';

/**
 * The meal-credit ledger (issue 14, decision 84): append-only, one meal per entry. An entry with
 * `meals` = +1 is a lot (earned, or a spend given back) with its rupee value and `expiresAt`; an
 * entry with −1 consumes the lot named by `lotId` (spent, expired, taken back). A give-back names
 * the spend it answers in `lotId`. The unique indexes make a double earn or a double consume
 * impossible; the balance is the sum of the live lots.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is deleted: the ledger stays for the books (decision 103). */
    userId: customerRef(),
    kind: text('kind', { enum: CREDIT_KINDS }).notNull(),
    meals: integer('meals').notNull(),
    /** Whole rupees, with the sign of `meals`. */
    value: integer('value').notNull(),
    reason: text('reason').notNull(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    deliveryId: uuid('delivery_id').references(() => deliveries.id, { onDelete: 'set null' }),
    lotId: uuid('lot_id').references((): AnyPgColumn => creditEntries.id),
    /** The failed refund these lots were issued for instead of money (decision 98). */
    refundId: uuid('refund_id').references(() => refunds.id),
    ...actorColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_entries_one_per_delivery')
      .on(t.deliveryId)
      .where(sql`${t.kind} = 'earned'`),
    uniqueIndex('credit_entries_lot_once').on(t.lotId),
    index('credit_entries_user_created').on(t.userId, t.createdAt),
    index('credit_entries_lots_expiring').on(t.expiresAt).where(sql`${t.meals} = 1`),
    index('credit_entries_refund').on(t.refundId).where(sql`${t.refundId} is not null`),
    index('credit_entries_subscription')
      .on(t.subscriptionId)
      .where(sql`${t.subscriptionId} is not null`),
  ],
);

export type CreditEntry = typeof creditEntries.$inferSelect;

/** A customer's word that a meal marked delivered never came, until an admin answers it. */
export const missedReports = pgTable(
  'missed_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    subscriptionId: orderRef(),
    userId: customerRef(),
    reason: text('reason'),
    status: text('status', { enum: MISSED_REPORT_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('missed_reports_one_per_delivery').on(t.deliveryId),
    index('missed_reports_status_created').on(t.status, t.createdAt, t.id),
    index('missed_reports_subscription').on(t.subscriptionId),
  ],
);
