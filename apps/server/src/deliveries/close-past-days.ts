import { todayInIndia } from '@fitthali/domain/dates';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveries } from '../db/schema/deliveries.ts';

/**
 * At the end of each India day, the day's deliveries still scheduled count as delivered (the
 * kitchen marks the ones that went wrong as missed during the day), so the books never hold a past
 * meal as still to come (issue 13 point 6). Safe to run as often as wanted: it only touches days
 * before today.
 */
export async function closePastDays(db: Db, now = new Date()): Promise<number> {
  const closed = await db
    .update(deliveries)
    .set({ status: 'delivered', updatedAt: now })
    .where(and(eq(deliveries.status, 'scheduled'), lt(deliveries.date, todayInIndia(now))))
    .returning({ id: deliveries.id });
  return closed.length;
}
