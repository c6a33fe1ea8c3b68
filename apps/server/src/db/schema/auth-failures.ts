import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per failed attempt, per bucket ('login:id:<identifier>', 'login:ip:<address>',
 * 'signup:ip:<address>'). Kept in the database, not in memory, so every instance behind a load
 * balancer counts the same attempts.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_bucket_at').on(t.bucket, t.at)],
);

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
