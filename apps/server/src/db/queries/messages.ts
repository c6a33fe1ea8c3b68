import { count, desc } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { contactMessages, newsletterSubscribers } from '../schema/messages.ts';

/** The admin lists show the newest rows first and stop here; `total` says how many exist. */
export const ADMIN_LIST_LIMIT = 500;

export async function insertContactMessage(
  db: Db,
  values: { name: string; email: string; message: string },
) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

/** True when the address is new; an address already on the list is left as it was. */
export async function addNewsletterSubscriber(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ email: newsletterSubscribers.email });
  return rows.length > 0;
}

export async function listContactMessages(db: Db) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(ADMIN_LIST_LIMIT),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return {
    total: totals?.total ?? 0,
    messages: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function listNewsletterSubscribers(db: Db) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.email))
      .limit(ADMIN_LIST_LIMIT),
    db.select({ total: count() }).from(newsletterSubscribers),
  ]);
  return {
    total: totals?.total ?? 0,
    subscribers: rows.map((row) => ({ email: row.email, createdAt: row.createdAt.toISOString() })),
  };
}
