import { INVOICE_KINDS } from '@fitthali/domain/invoice-numbering';
import type { InvoiceFacts } from '@fitthali/domain/tax-invoice';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customerRef } from './columns.ts';
import { subscriptions, transactions } from './orders.ts';
import { refunds } from './refunds.ts';

/** The last number given in each series: one row per kind, prefix and financial year. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    prefix: text('prefix').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.prefix, t.financialYear] })],
);

/**
 * A GST tax invoice (for money received) or a credit note (for money refunded, naming its
 * invoice). Never updated: `facts` is everything printed on it (migration 0020).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    userId: customerRef(),
    transactionId: uuid('transaction_id').references(() => transactions.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id),
    amountPaise: integer('amount_paise').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    facts: jsonb('facts').$type<InvoiceFacts>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number').on(t.number),
    uniqueIndex('invoices_transaction').on(t.transactionId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_refund').on(t.refundId).where(sql`${t.kind} = 'credit_note'`),
    index('invoices_user_issued').on(t.userId, t.issuedAt),
    index('invoices_subscription').on(t.subscriptionId, t.issuedAt),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
