import type { Avoidable } from '@fitthali/domain/dishes';
import { LOCALES } from '@fitthali/domain/i18n/locales';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * People who can sign in. Deleting an account deletes this row (and with it the person's data);
 * orders keep their books with the link to the user set to null. Email or phone may be absent
 * (the admin has no phone), so each is unique only when present.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    /**
     * Raised on every password or role change; a token carries the version it was issued at and
     * stops working once the account's version has moved on.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** What the customer avoids eating (issue 26 point 5): egg, onion and garlic, allergens. */
    avoids: text('avoids').array().$type<Avoidable[]>().notNull().default(sql`'{}'`),
    /**
     * The language the customer reads (issue 27): set at signup from the request's language,
     * changed by the language switch; their notifications go out in it.
     */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_phone_unique').on(t.phone).where(sql`${t.phone} is not null`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
