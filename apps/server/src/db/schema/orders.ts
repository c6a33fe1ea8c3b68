import type { StoredAddress } from '@fitthali/domain/address';
import { PAYMENT_STATUSES } from '@fitthali/domain/payment-status';
import { SUBSCRIPTION_STATUSES } from '@fitthali/domain/subscription-status';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customerRef } from './columns.ts';

export type { StoredAddress };

// The statuses are the domain's, so the screens and the admin filters use exactly what is stored.
export { PAYMENT_STATUSES, SUBSCRIPTION_STATUSES };

/**
 * One order (a meal-plan subscription). Everything the price was made of is frozen here, so a
 * later price change never alters an order. The customer link is nulled when the account is
 * deleted; the order stays for the books.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: customerRef(),
    planId: text('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    slot: text('slot').notNull(),
    mealOption: text('meal_option').notNull(),
    durationLabel: text('duration_label').notNull(),
    days: integer('days').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    selectedDays: text('selected_days').array().notNull(),
    deliveryDates: date('delivery_dates', { mode: 'string' }).array().notNull(),
    address: jsonb('address').$type<StoredAddress>().notNull(),
    pricePerMeal: integer('price_per_meal').notNull(),
    totalMeals: integer('total_meals').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    /** What is paid in money: subtotal − discount − creditsValue + gstAmount. */
    totalPrice: integer('total_price').notNull(),
    /**
     * GST added on top of the price when the operator's prices excluded GST as the order was placed
     * (5 % of subtotal − discount − creditsValue, whole rupees), else 0; with `pricesIncludeGst`
     * the order's own treatment, so a later change of the setting alters nothing about it
     * (decision 124, migration 0026).
     */
    gstAmount: integer('gst_amount').notNull().default(0),
    pricesIncludeGst: boolean('prices_include_gst').notNull().default(true),
    /** Meal credits spent on this order, and the rupees they took off (issue 14 point 4). */
    creditsSpent: integer('credits_spent').notNull().default(0),
    creditsValue: integer('credits_value').notNull().default(0),
    /**
     * The cash a COD order still owes once a cancellation after its start (before the cash was
     * collected) cut it to the meals kept (decision 101); null while the whole total is owed.
     */
    cashDue: integer('cash_due'),
    couponCode: text('coupon_code'),
    /**
     * True while this order holds one use of its coupon (reserved with the order, given back when an
     * unpaid order expires or is cancelled), so a coupon's used_count always equals the orders
     * holding a use.
     */
    couponHeld: boolean('coupon_held').notNull().default(false),
    paymentMode: text('payment_mode', { enum: ['COD', 'Online'] }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the normalised order request, so a retry with the same key must be the same order. */
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** An unpaid online order stops holding its place after this moment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_user_idempotency')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('subscriptions_user_created').on(t.userId, t.createdAt),
    // Admin lists page newest first with (created_at, id) as the order; with the id in the
    // index a deep page skips rows inside the index instead of sorting the table.
    index('subscriptions_status_created_id').on(t.status, t.createdAt, t.id),
    index('subscriptions_created_id').on(t.createdAt, t.id),
    // Revenue reads a week or a month of confirmations.
    index('subscriptions_confirmed').on(t.confirmedAt),
    check('subscriptions_cash_due_not_negative', sql`${t.cashDue} is null or ${t.cashDue} >= 0`),
    // No index on delivery_dates: the kitchen reads the deliveries table, and every skip, pause
    // and resume rewrites the array (migration 0011, docs/performance.md).
  ],
);

/** The order a row belongs to, deleted with it. */
export const orderRef = () =>
  uuid('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' });

/** Every payment record: COD due on delivery, or an online payment through a gateway. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: orderRef(),
    userId: customerRef(),
    amount: integer('amount').notNull(),
    mode: text('mode', { enum: ['COD', 'Online'] }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    gateway: text('gateway', { enum: ['cod', 'test', 'razorpay'] }).notNull(),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transactions_gateway_order').on(t.gatewayOrderId),
    index('transactions_subscription').on(t.subscriptionId),
    index('transactions_user_created').on(t.userId, t.createdAt),
    index('transactions_status_created_id').on(t.status, t.createdAt, t.id),
    index('transactions_created_id').on(t.createdAt, t.id),
  ],
);

/** Gateway webhook events already handled, so a repeated delivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const UNAPPLIED_PAYMENT_STATUSES = ['refund_due', 'refunded'] as const;

/**
 * A captured payment that could not be applied to its order (a second capture for a paid order, a
 * capture for a cancelled order, a late payment whose order can no longer be honoured). Every such
 * rupee is kept here, flagged for refund, so nothing a customer paid goes untraced.
 */
export const unappliedPayments = pgTable(
  'unapplied_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gateway: text('gateway', { enum: ['test', 'razorpay'] }).notNull(),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    userId: customerRef(),
    /** Whole rupees, as every other amount. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: UNAPPLIED_PAYMENT_STATUSES }).notNull().default('refund_due'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('unapplied_payments_gateway_payment').on(t.gateway, t.gatewayPaymentId),
    index('unapplied_payments_created').on(t.createdAt, t.id),
  ],
);
