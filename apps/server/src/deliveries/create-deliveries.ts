import { mealsOf } from '@fitthali/domain/cut-off';
import type { Slot } from '@fitthali/domain/plans';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifyDishConflicts } from '../menus/notify-dish-conflicts.ts';
import { resolveDishes } from '../menus/resolve-dishes.ts';

/** The kitchen slots an order's slot delivers each day, as the deliveries table stores them. */
export function kitchenSlotsOf(slot: string): string[] {
  return mealsOf(slot as Slot);
}

/**
 * Creates a confirmed order's deliveries, one per delivery date and kitchen slot, from the order
 * as stored. Does nothing for an order that already has them, so confirming twice (a retried
 * payment) cannot double the meals.
 */
export async function insertDeliveriesFor(
  tx: Db,
  subscriptionId: string,
  now: Date = new Date(),
): Promise<void> {
  await tx.execute(sql`
    insert into deliveries (subscription_id, date, slot, status, plan_name, meal_option)
    select distinct s.id, d.date, m.slot, 'scheduled', s.plan_name, s.meal_option
    from subscriptions s
    cross join lateral unnest(s.delivery_dates) as d(date)
    cross join lateral unnest(
      case s.slot when 'Lunch + Dinner' then array['Lunch', 'Dinner'] else array[s.slot] end
    ) as m(slot)
    where s.id = ${subscriptionId}
      and not exists (select 1 from deliveries x where x.subscription_id = s.id)`);
  // Meals whose dish holds what the customer avoids, with nothing fitting, are told at once.
  await notifyDishConflicts(tx, await resolveDishes(tx, { subscriptionId }), now);
}
