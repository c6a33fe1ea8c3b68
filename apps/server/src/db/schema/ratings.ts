import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customerRef } from './columns.ts';
import { deliveries } from './deliveries.ts';
import { dishes } from './dishes.ts';

/**
 * A customer's rating of one delivered meal (issue 26 point 8): 1–5 stars and an optional comment,
 * theirs to change or delete until three days after the meal. The dish is frozen from the delivery.
 */
export const mealRatings = pgTable(
  'meal_ratings',
  {
    deliveryId: uuid('delivery_id')
      .primaryKey()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    userId: customerRef(),
    dishId: uuid('dish_id')
      .notNull()
      .references(() => dishes.id),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('meal_ratings_stars', sql`${t.stars} between 1 and 5`),
    index('meal_ratings_dish').on(t.dishId, t.createdAt),
  ],
);
