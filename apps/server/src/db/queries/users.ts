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

/** Login accepts a phone or an email; phones are stored as bare digits, emails lower-case. */
export async function findUserByIdentifier(db: Db, identifier: string): Promise<User | undefined> {
  const trimmed = identifier.trim();
  const phone = trimmed.replace(/[\s-]/g, '');
  const condition = /^\d{10}$/.test(phone)
    ? eq(users.phone, phone)
    : eq(users.email, trimmed.toLowerCase());
  const [row] = await db.select().from(users).where(condition).limit(1);
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
