import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per throttle bucket and fixed window, incremented and read in one statement
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING), so concurrent attempts can never all see room
 * under the limit: the row lock orders them and each sees the count including itself.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    bucket: text('bucket').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('throttle_counters_window').on(t.windowStartedAt)],
);
