import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { actorColumns } from './columns.ts';
import { deliveries } from './deliveries.ts';
import { orderRef } from './orders.ts';

/**
 * Cash taken for a Cash on Delivery order (issue 14 point 6, decision 92): who took it, when, how
 * much (always the order's total, read by the server) and on which delivery, so every rupee reads
 * order → delivery → collection. One per order; the order's COD transaction turns paid with it.
 */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: orderRef(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    ...actorColumns(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collections_one_per_order').on(t.subscriptionId),
    index('collections_collected_id').on(t.collectedAt, t.id),
    check('collections_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type CollectionRow = typeof collections.$inferSelect;
