import { REFUND_SPEEDS, REFUND_STATUSES } from '@fitthali/domain/refunds';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { actorColumns, customerRef } from './columns.ts';
import { subscriptions, transactions } from './orders.ts';

/**
 * A money refund of an online payment (issue 14 point 5, decision 88): whole rupees, written
 * pending with the change that decides it, sent to the gateway after commit, and settled by the
 * gateway's answer or its webhook. `attempts` counts the calls made; `declines` the refunds the
 * gateway created and then failed, which is what makes the next call a new gateway request
 * (decision 90).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    userId: customerRef(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    gateway: text('gateway', { enum: ['test', 'razorpay'] }).notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    speed: text('speed', { enum: REFUND_SPEEDS }).notNull().default('normal'),
    attempts: integer('attempts').notNull().default(0),
    declines: integer('declines').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    reason: text('reason').notNull(),
    ...actorColumns(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** When an admin issued it as meal credit instead (status `credited`, decision 98). */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('refunds_gateway_refund')
      .on(t.gateway, t.gatewayRefundId)
      .where(sql`${t.gatewayRefundId} is not null`),
    index('refunds_subscription').on(t.subscriptionId, t.createdAt),
    index('refunds_user_created').on(t.userId, t.createdAt),
    index('refunds_transaction').on(t.transactionId),
    index('refunds_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending' and ${t.gatewayRefundId} is null`),
    index('refunds_status_created').on(t.status, t.createdAt, t.id),
  ],
);

export type Refund = typeof refunds.$inferSelect;
