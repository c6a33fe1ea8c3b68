import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveries } from '../db/schema/deliveries.ts';

export interface MealCounts {
  delivered: number;
  remaining: number;
}

/**
 * Each order's meals delivered and still to come, counted from its deliveries in one query, for the
 * profile's progress (decision 77). A customer's orders are a few hundred at most.
 */
export async function mealCounts(db: Db, ids: readonly string[]): Promise<Map<string, MealCounts>> {
  const found = new Map<string, MealCounts>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: deliveries.subscriptionId,
      delivered: sql<number>`count(*) filter (where ${deliveries.status} = 'delivered')`.mapWith(
        Number,
      ),
      remaining: sql<number>`count(*) filter (where ${deliveries.status} = 'scheduled')`.mapWith(
        Number,
      ),
    })
    .from(deliveries)
    .where(inArray(deliveries.subscriptionId, [...ids]))
    .groupBy(deliveries.subscriptionId);
  for (const row of rows) {
    found.set(row.id, { delivered: row.delivered, remaining: row.remaining });
  }
  return found;
}

export const NO_MEALS: MealCounts = { delivered: 0, remaining: 0 };
