import type { Avoidable } from '@fitthali/domain/dishes';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';

/** What a customer avoids (none for an order whose account was deleted). */
export async function avoidsOf(db: Db, userId: string | null): Promise<Avoidable[]> {
  if (!userId) return [];
  const [user] = await db.select({ avoids: users.avoids }).from(users).where(eq(users.id, userId));
  return user?.avoids ?? [];
}
