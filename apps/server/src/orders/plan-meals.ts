import type { IsoDate } from '@fitthali/domain/dates';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveries } from '../db/schema/deliveries.ts';

export interface MealCounts {
  delivered: number;
  remaining: number;
  /**
   * The day of the last meal neither skipped nor cancelled (the domain's `endDateOf`, which the
   * plan page's end reads): after a cancellation mid-plan, the last meal still coming or
   * delivered; null when every meal was cancelled.
   */
  lastMeal: IsoDate | null;
}

/**
 * Each order's meals delivered and still to come, and its last meal, counted from its deliveries
 * in one query, for the profile's progress (decision 77) and the order lists' end date (decision
 * 152). A customer's orders are a few hundred at most, an admin list's page a hundred.
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
      // As text on both drivers (node-postgres would make a date a Date in the server's zone).
      lastMeal: sql<IsoDate | null>`to_char(max(${deliveries.date}) filter (
        where ${deliveries.status} not in ('skipped', 'cancelled')), 'YYYY-MM-DD')`,
    })
    .from(deliveries)
    .where(inArray(deliveries.subscriptionId, [...ids]))
    .groupBy(deliveries.subscriptionId);
  for (const row of rows) {
    found.set(row.id, {
      delivered: row.delivered,
      remaining: row.remaining,
      lastMeal: row.lastMeal ?? null,
    });
  }
  return found;
}

export const NO_MEALS: MealCounts = { delivered: 0, remaining: 0, lastMeal: null };
