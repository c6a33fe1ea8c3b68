import type { IsoDate } from '@fitthali/domain/dates';
import { type DishChoice, type OfferedDish, pickDish } from '@fitthali/domain/dish-pick';
import type { Avoidable } from '@fitthali/domain/dishes';
import type { KitchenSlot, MealOption } from '@fitthali/domain/plans';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dishes } from '../db/schema/dishes.ts';
import { type MenuKey, menuKeyOf, plannedMenus } from './menu-of-date.ts';

/**
 * Which scheduled deliveries to decide the dish of. Every field narrows; `from`/`to` bound the
 * dates (callers pass the first date whose cut-off is still open when the change must not reach
 * meals the kitchen already prepares).
 */
export interface DishScope {
  subscriptionId?: string;
  /** Several orders at once (the kitchen's, whose locks the caller holds). */
  subscriptionIds?: readonly string[];
  userId?: string;
  planId?: string;
  mealOption?: MealOption;
  slot?: KitchenSlot;
  from?: IsoDate;
  to?: IsoDate;
  deliveryIds?: readonly string[];
  /** Only deliveries whose dish has not been decided yet (a read filling in what a crash left). */
  undecidedOnly?: boolean;
}

export interface DishState {
  dishId: string | null;
  choice: DishChoice | null;
  conflicts: Avoidable[];
}

export interface DishChange {
  deliveryId: string;
  subscriptionId: string;
  userId: string | null;
  date: IsoDate;
  slot: KitchenSlot;
  before: DishState;
  after: DishState;
}

interface Row extends Record<string, unknown> {
  id: string;
  subscription_id: string;
  user_id: string | null;
  plan_id: string;
  meal_option: MealOption;
  date: IsoDate;
  slot: KitchenSlot;
  dish_id: string | null;
  dish_choice: DishChoice | null;
  dish_conflicts: Avoidable[] | null;
  avoids: Avoidable[] | null;
}

function scopeFilter(scope: DishScope): SQL {
  const parts: SQL[] = [sql`d.status = 'scheduled'`];
  if (scope.subscriptionId) parts.push(sql`d.subscription_id = ${scope.subscriptionId}`);
  if (scope.subscriptionIds) {
    parts.push(sql`d.subscription_id = any(${`{${scope.subscriptionIds.join(',')}}`}::uuid[])`);
  }
  if (scope.userId) parts.push(sql`s.user_id = ${scope.userId}`);
  if (scope.planId) parts.push(sql`s.plan_id = ${scope.planId}`);
  if (scope.mealOption) parts.push(sql`d.meal_option = ${scope.mealOption}`);
  if (scope.slot) parts.push(sql`d.slot = ${scope.slot}`);
  if (scope.from) parts.push(sql`d.date >= ${scope.from}`);
  if (scope.to) parts.push(sql`d.date <= ${scope.to}`);
  if (scope.undecidedOnly) parts.push(sql`d.dish_choice is null`);
  if (scope.deliveryIds) {
    if (scope.deliveryIds.length === 0) parts.push(sql`false`);
    else parts.push(sql`d.id = any(${`{${scope.deliveryIds.join(',')}}`}::uuid[])`);
  }
  return sql.join(parts, sql` and `);
}

function sameState(a: DishState, b: DishState): boolean {
  return (
    a.dishId === b.dishId && a.choice === b.choice && a.conflicts.join() === b.conflicts.join()
  );
}

/**
 * Decides the dish of each scheduled delivery in `scope` from its menu, the customer's swap and
 * what they avoid (`pickDish`, packages/domain/src/dish-pick.ts), writes what changed and answers
 * the changes, so callers can tell the customers whose meal changed. Run inside the transaction of
 * the change that calls for it (a menu, a swap, a preference, a new order).
 */
export async function resolveDishes(db: Db, scope: DishScope): Promise<DishChange[]> {
  const result = (await db.execute(sql`
    select d.id, d.subscription_id, s.user_id, s.plan_id, d.meal_option, d.date::text as date,
      d.slot, d.dish_id, d.dish_choice, d.dish_conflicts, u.avoids
    from deliveries d
    join subscriptions s on s.id = d.subscription_id
    left join users u on u.id = s.user_id
    where ${scopeFilter(scope)}`)) as unknown as { rows: Row[] };
  const rows = result.rows;
  if (rows.length === 0) return [];

  const keys = new Map<string, MenuKey>();
  let from = rows[0]?.date as IsoDate;
  let to = from;
  for (const row of rows) {
    const key: MenuKey = { planId: row.plan_id, mealOption: row.meal_option, slot: row.slot };
    keys.set(menuKeyOf(key), key);
    if (row.date < from) from = row.date;
    if (row.date > to) to = row.date;
  }
  const menus = await plannedMenus(db, [...keys.values()], from, to);
  const dishIds = new Set<string>();
  for (const byDate of menus.values()) {
    for (const day of byDate.values()) {
      dishIds.add(day.dishId);
      for (const id of day.alternatives) dishIds.add(id);
    }
  }
  const facts = new Map<string, OfferedDish>();
  if (dishIds.size > 0) {
    const found = await db
      .select({ id: dishes.id, diet: dishes.diet, allergens: dishes.allergens, tags: dishes.tags })
      .from(dishes)
      .where(inArray(dishes.id, [...dishIds]));
    for (const dish of found) facts.set(dish.id, dish);
  }

  const changes: DishChange[] = [];
  for (const row of rows) {
    const before: DishState = {
      dishId: row.dish_id,
      choice: row.dish_choice,
      conflicts: row.dish_conflicts ?? [],
    };
    const day = menus
      .get(menuKeyOf({ planId: row.plan_id, mealOption: row.meal_option, slot: row.slot }))
      ?.get(row.date);
    const offered = day
      ? [day.dishId, ...day.alternatives].flatMap((id) => {
          const dish = facts.get(id);
          return dish ? [dish] : [];
        })
      : [];
    const swapId = row.dish_choice === 'swap' ? row.dish_id : null;
    const pick = pickDish(offered, row.avoids ?? [], swapId);
    const after: DishState = pick
      ? { dishId: pick.dishId, choice: pick.choice, conflicts: pick.conflicts }
      : { dishId: null, choice: null, conflicts: [] };
    if (sameState(before, after)) continue;
    changes.push({
      deliveryId: row.id,
      subscriptionId: row.subscription_id,
      userId: row.user_id,
      date: row.date,
      slot: row.slot,
      before,
      after,
    });
  }
  await writeDishes(db, changes);
  return changes;
}

/** One update per distinct outcome, however many deliveries share it. */
async function writeDishes(db: Db, changes: readonly DishChange[]): Promise<void> {
  const groups = new Map<string, { state: DishState; ids: string[] }>();
  for (const change of changes) {
    const key = `${change.after.dishId}|${change.after.choice}|${change.after.conflicts.join()}`;
    const group = groups.get(key) ?? { state: change.after, ids: [] };
    group.ids.push(change.deliveryId);
    groups.set(key, group);
  }
  for (const { state, ids } of groups.values()) {
    const conflicts = state.conflicts.length > 0 ? `{${state.conflicts.join(',')}}` : null;
    await db.execute(sql`
      update deliveries set dish_id = ${state.dishId}, dish_choice = ${state.choice},
        dish_conflicts = ${conflicts}::text[]
      where id = any(${`{${ids.join(',')}}`}::uuid[])`);
  }
}
