import { text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const ACTORS = ['customer', 'admin', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

/** Who made a change: customer, admin or system, and the person (nulled with their account). */
export const actorColumns = () => ({
  actor: text('actor', { enum: ACTORS }).notNull(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
});

/** The customer a row is theirs; nulled when the account is deleted, the row stays for the books. */
export const customerRef = () =>
  uuid('user_id').references(() => users.id, { onDelete: 'set null' });
