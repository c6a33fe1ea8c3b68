import type { KitchenSlot } from '@fitthali/domain/plans';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveries } from '../db/schema/deliveries.ts';

/**
 * The statuses of meals the kitchen cooks for a slot (decision 73): still to deliver, delivered or
 * missed. A skipped or cancelled meal is not cooked, so it never counts.
 */
export const COOKED_STATUSES = ['scheduled', 'delivered', 'missed'] as const;

export interface KitchenCounts {
  meals: { plan: string; mealOption: string; count: number }[];
  totalMeals: number;
  /** Still scheduled: what the run has left to deliver. */
  remaining: number;
  delivered: number;
  missed: number;
}

/**
 * Counts one date and slot in the database, grouped on `deliveries_kitchen` (date, slot, status,
 * plan, meal option), so the answer is a handful of rows read from the index alone, whatever the
 * number of deliveries.
 */
export async function kitchenCounts(
  db: Db,
  date: string,
  slot: KitchenSlot,
): Promise<KitchenCounts> {
  const rows = await db
    .select({
      plan: deliveries.planName,
      mealOption: deliveries.mealOption,
      status: deliveries.status,
      count: sql<number>`count(*)::int`,
    })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.date, date),
        eq(deliveries.slot, slot),
        inArray(deliveries.status, [...COOKED_STATUSES]),
      ),
    )
    .groupBy(deliveries.planName, deliveries.mealOption, deliveries.status);

  const meals = new Map<string, { plan: string; mealOption: string; count: number }>();
  const byStatus = { scheduled: 0, delivered: 0, missed: 0 } as Record<string, number>;
  for (const row of rows) {
    const count = Number(row.count);
    const key = `${row.plan}\u0000${row.mealOption}`;
    const entry = meals.get(key) ?? { plan: row.plan, mealOption: row.mealOption, count: 0 };
    entry.count += count;
    meals.set(key, entry);
    byStatus[row.status] = (byStatus[row.status] ?? 0) + count;
  }
  const list = [...meals.values()].sort(
    (a, b) => a.plan.localeCompare(b.plan) || a.mealOption.localeCompare(b.mealOption),
  );
  return {
    meals: list,
    totalMeals: list.reduce((sum, meal) => sum + meal.count, 0),
    remaining: byStatus.scheduled ?? 0,
    delivered: byStatus.delivered ?? 0,
    missed: byStatus.missed ?? 0,
  };
}
