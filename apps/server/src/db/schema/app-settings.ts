import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small server-side facts that must survive restarts (e.g. which ADMIN_PASSWORD was applied). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
