import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deliveries } from './deliveries.ts';

/**
 * The conflict a customer was last told of for one meal (issue 26 point 5): its dish and what it
 * holds, as `dishId:key+key`. A meal's dish is decided again on every menu, order or preference
 * change; the notice goes out only when this differs (notify-dish-conflicts.ts).
 */
export const dishConflictNotices = pgTable('dish_conflict_notices', {
  deliveryId: uuid('delivery_id')
    .primaryKey()
    .references(() => deliveries.id, { onDelete: 'cascade' }),
  told: text('told').notNull(),
  toldAt: timestamp('told_at', { withTimezone: true }).notNull().defaultNow(),
});
