import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The plan catalogue, seeded from packages/domain on first start and edited by admins after. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  path: text('path').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The plan's Veg menu may serve egg dishes (issue 26 point 3). */
  eggFriendly: boolean('egg_friendly').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-meal price in whole rupees for each plan × duration × meal option (SPEC §9). */
export const planPrices = pgTable(
  'plan_prices',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    durationDays: integer('duration_days').notNull(),
    mealOption: text('meal_option', { enum: ['Veg', 'Non-Veg'] }).notNull(),
    price: integer('price').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.durationDays, t.mealOption] })],
);

/** Flat-amount coupons; codes are stored upper-case and matched case-insensitively. */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  amount: integer('amount').notNull(),
  active: boolean('active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
