import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { preparedQuery } from '../prepared.ts';
import { type NewUser, type User, users } from '../schema/users.ts';

// Every authenticated request runs this one.
const userById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

/**
 * A phone or an email as accounts store it: a phone as its bare 10 digits, an email lower-case.
 * Throttles count by this too, so '98765 43210' and '9876543210' are one account's attempts.
 */
export function canonicalIdentifier(identifier: string): {
  kind: 'phone' | 'email';
  value: string;
} {
  const trimmed = identifier.trim();
  const phone = trimmed.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(phone)
    ? { kind: 'phone', value: phone }
    : { kind: 'email', value: trimmed.toLowerCase() };
}

/** Login accepts a phone or an email; phones are stored as bare digits, emails lower-case. */
export async function findUserByIdentifier(db: Db, identifier: string): Promise<User | undefined> {
  const { kind, value } = canonicalIdentifier(identifier);
  const [row] = await db.select().from(users).where(eq(users[kind], value)).limit(1);
  return row;
}

export async function findUserByEmailOrPhone(db: Db, email: string, phone: string) {
  return db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(or(eq(users.email, email), eq(users.phone, phone)));
}

export async function insertUser(db: Db, values: NewUser): Promise<User> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The public shape of a user: never the hash, never the role of anyone but oneself. */
export function publicUser(user: User) {
  return { _id: user.id, name: user.name, email: user.email, phone: user.phone };
}
