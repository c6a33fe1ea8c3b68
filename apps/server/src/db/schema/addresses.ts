import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A customer's saved delivery addresses; they go when the account goes. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: text('at').notNull(),
    po: text('po').notNull(),
    dist: text('dist').notNull(),
    pin: text('pin').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_created').on(t.userId, t.createdAt)],
);

export type AddressRow = typeof addresses.$inferSelect;
