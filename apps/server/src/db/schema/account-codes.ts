import type { AccountCodePurpose } from '@fitthali/domain/account-recovery';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One-time codes (issue 15 point 3): a forgotten password's, or a new email's or phone's, sent to
 * the account's contact (or the new one) and kept only as an HMAC of the code. One row per account
 * and purpose: a new request replaces the code, a right guess stamps `used_at`, each wrong one
 * raises `attempts`. Deleted with the account.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountCodePurpose>().notNull(),
    /** The new email or phone a contact change waits to apply; null for a password reset. */
    target: text('target'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_codes_user_purpose').on(t.userId, t.purpose)],
);

export type AccountCode = typeof accountCodes.$inferSelect;
