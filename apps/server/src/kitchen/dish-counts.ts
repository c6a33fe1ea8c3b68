import type { Diet } from '@fitthali/domain/dishes';
import {
  type DietCount,
  type DishCount,
  dietTotals,
  kitchenDishOrder,
  NO_MENU_DISH,
} from '@fitthali/domain/kitchen-dishes';
import { type KitchenSlot, MEAL_OPTIONS } from '@fitthali/domain/plans';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { plans } from '../db/schema/catalogue.ts';
import { plannedMenus } from '../menus/menu-of-date.ts';
import { resolveDishes } from '../menus/resolve-dishes.ts';

export interface DishCounts {
  dishes: DishCount[];
  diets: DietCount[];
  /** Meals flagged because their dish holds what the customer avoids. */
  conflicts: number;
}

// The cooked statuses (COOKED_STATUSES, decision 73) written out, as the indexes' predicates
// and the plan-and-option counts spell them.
const COOKED = sql`status in ('scheduled', 'delivered', 'missed')`;

/**
 * Meals of one date and slot by the dish they are, with the flagged ones of each, in one
 * statement: the counts are read from `deliveries_dishes` alone (an index-only scan, whatever the
 * number of meals), the flagged ones from the partial `deliveries_dish_conflicts`, which holds
 * only them, and only the dishes counted are joined (decision 173).
 */
export async function dishCounts(db: Db, date: string, slot: KitchenSlot): Promise<DishCounts> {
  const result = (await db.execute(sql`
    with counted as (
      select dish_id, count(*)::int as meals, 0 as flagged
      from deliveries where date = ${date} and slot = ${slot} and ${COOKED}
      group by dish_id
      union all
      select dish_id, 0, count(*)::int
      from deliveries
      where date = ${date} and slot = ${slot} and ${COOKED} and dish_choice = 'conflict'
      group by dish_id
    )
    select c.dish_id as "dishId", d.name, d.diet, sum(c.meals)::int as count,
      sum(c.flagged)::int as conflicts
    from counted c left join dishes d on d.id = c.dish_id
    group by c.dish_id, d.name, d.diet`)) as unknown as {
    rows: {
      dishId: string | null;
      name: string | null;
      diet: Diet | null;
      count: number;
      conflicts: number;
    }[];
  };
  const lines = result.rows.map(
    (row): DishCount => ({
      dishId: row.dishId,
      name: row.dishId === null ? NO_MENU_DISH : (row.name ?? NO_MENU_DISH),
      diet: row.dishId === null ? null : row.diet,
      count: Number(row.count),
      conflicts: Number(row.conflicts),
    }),
  );
  return {
    dishes: kitchenDishOrder(lines),
    diets: dietTotals(lines),
    conflicts: lines.reduce((n, line) => n + line.conflicts, 0),
  };
}

/**
 * Decides the dish of a date and slot's meals still undecided (a crash between an order and its
 * dishes leaves some; decision 160), before the kitchen counts, lists or labels them. On every
 * load, so it must cost nothing when there is nothing to do: one probe of the partial index
 * `deliveries_undecided`, which holds only undecided meals; when some are there but no menu is
 * planned for the date (they stay "Chef's choice"), two small reads of the menus; only then, in a
 * transaction, the orders of the undecided meals are locked as a swap or a skip locks its order
 * (one at a time in id order, so two such never wait on each other in a circle), and
 * `resolveDishes` decides the meals of those orders still undecided once the locks are held
 * (decision 184): a swap that came first has decided its meal, one that comes after waits and
 * sees the dish decided here.
 */
export async function decideUndecidedDishes(
  db: Db,
  date: string,
  slot: KitchenSlot,
): Promise<number> {
  const probe = (await db.execute(sql`
    select exists (
      select 1 from deliveries
      where ${undecidedOn(date, slot)}
    ) as "undecided"`)) as unknown as { rows: { undecided: boolean }[] };
  if (!probe.rows[0]?.undecided) return 0;
  const planIds = (await db.select({ id: plans.id }).from(plans)).map((plan) => plan.id);
  const keys = planIds.flatMap((planId) =>
    MEAL_OPTIONS.map((mealOption) => ({ planId, mealOption, slot })),
  );
  const menus = await plannedMenus(db, keys, date, date);
  const planned = [...menus.values()].some((byDate) => byDate.has(date));
  if (!planned) return 0;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const locked = (await tx.execute(sql`
      select s.id from subscriptions s
      where s.id in (select subscription_id from deliveries where ${undecidedOn(date, slot)})
      order by s.id
      for update of s`)) as unknown as { rows: { id: string }[] };
    if (locked.rows.length === 0) return 0;
    const changes = await resolveDishes(tx, {
      subscriptionIds: locked.rows.map((row) => row.id),
      from: date,
      to: date,
      slot,
      undecidedOnly: true,
    });
    return changes.length;
  });
}

/** The meals of a date and slot `deliveries_undecided` holds (migration 0032). */
function undecidedOn(date: string, slot: KitchenSlot) {
  return sql`date = ${date} and slot = ${slot} and status = 'scheduled' and dish_choice is null`;
}
