import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './orders.ts';

/**
 * One 3 day trial per phone number (issue 11 point 4). The phone is kept as a SHA-256 hash, so the
 * claim outlives a deleted account (a new account with the same phone gets no second trial)
 * without keeping the number itself. The primary key makes a second claim fail atomically, even
 * for two trial orders at the same instant.
 */
export const trialClaims = pgTable('trial_claims', {
  phoneHash: text('phone_hash').primaryKey(),
  subscriptionId: uuid('subscription_id')
    .notNull()
    .unique()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
