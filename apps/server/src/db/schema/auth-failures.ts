import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
