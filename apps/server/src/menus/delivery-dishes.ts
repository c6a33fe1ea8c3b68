import type { IsoDate } from '@fitthali/domain/dates';
import { canChangeAt } from '@fitthali/domain/delivery-settings';
import type { DishChoice } from '@fitthali/domain/dish-pick';
import { type Avoidable, dishConflicts } from '@fitthali/domain/dishes';
import type { Locale } from '@fitthali/domain/i18n/locales';
import type { MealOption } from '@fitthali/domain/plans';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type Dish, dishes } from '../db/schema/dishes.ts';
import {
  type DeliveryRow,
  lockOrderSchedule,
  type OrderSchedule,
} from '../deliveries/order-schedule.ts';
import { avoidsOf } from './customer-avoids.ts';
import { type DishAnswer, dishAnswer } from './dish-answer.ts';
import { type MenuKey, menuKeyOf, type PlannedDay, plannedMenus } from './menu-of-date.ts';
import { resolveDishes } from './resolve-dishes.ts';

/** What a delivery answers about its dish (issue 26's contract, decision 167). */
export interface DeliveryDish {
  /** The dish it will be (or was); null while no menu is planned for its date. */
  dish: DishAnswer | null;
  /**
   * The day's other offered dishes (its default and alternatives, less the current dish): only
   * while the customer can still swap (a scheduled meal before its cut-off), else empty.
   */
  alternatives: DishAnswer[];
  dishChoice: DishChoice | null;
  /** For `conflict`: what in the dish the customer avoids. */
  dishConflicts: Avoidable[];
  /** For `preference`: what in the day's default they avoid, the reason it was not served. */
  defaultHolds: Avoidable[];
}

const keyOf = (order: OrderSchedule, row: DeliveryRow): MenuKey => ({
  planId: order.sub.planId,
  mealOption: row.mealOption as MealOption,
  slot: row.slot,
});

/**
 * The dishes of `rows` (deliveries of `order`) with their alternatives, in a fixed number of
 * queries however many meals the plan has: the planned menus of the dates that still need them
 * (two, at once with the customer's avoids when a pick needs explaining), then one for every dish
 * named. Dishes are named in `locale`, the request's language (issue 27).
 */
export async function deliveryDishes(
  db: Db,
  order: OrderSchedule,
  rows: readonly DeliveryRow[],
  now: Date,
  locale: Locale,
): Promise<Map<string, DeliveryDish>> {
  const slots = order.settings.slots;
  const open = new Set(
    rows
      .filter((row) => row.status === 'scheduled' && canChangeAt(row.date, row.slot, now, slots))
      .map((row) => row.id),
  );
  const picked = rows.filter(
    (row) => row.status === 'scheduled' && row.dishChoice === 'preference',
  );
  const needMenu = new Set([...rows.filter((row) => open.has(row.id)), ...picked]);

  const keys = new Map<string, MenuKey>();
  let from: IsoDate | undefined;
  let to: IsoDate | undefined;
  for (const row of needMenu) {
    const key = keyOf(order, row);
    keys.set(menuKeyOf(key), key);
    if (from === undefined || row.date < from) from = row.date;
    if (to === undefined || row.date > to) to = row.date;
  }
  const [menus, avoids] = await Promise.all([
    from && to ? plannedMenus(db, [...keys.values()], from, to) : new Map(),
    picked.length > 0 ? avoidsOf(db, order.sub.userId) : [],
  ]);
  const dayOf = (row: DeliveryRow): PlannedDay | undefined =>
    menus.get(menuKeyOf(keyOf(order, row)))?.get(row.date);

  const ids = new Set<string>();
  for (const row of rows) if (row.dishId) ids.add(row.dishId);
  for (const row of needMenu) {
    const day = dayOf(row);
    if (!day) continue;
    ids.add(day.dishId);
    if (open.has(row.id)) for (const id of day.alternatives) ids.add(id);
  }
  const byId = new Map<string, Dish>();
  if (ids.size > 0) {
    for (const dish of await db
      .select()
      .from(dishes)
      .where(inArray(dishes.id, [...ids]))) {
      byId.set(dish.id, dish);
    }
  }
  const answer = (id: string | null) => {
    const dish = id ? byId.get(id) : undefined;
    return dish ? dishAnswer(dish, locale) : null;
  };

  const out = new Map<string, DeliveryDish>();
  for (const row of rows) {
    const day = needMenu.has(row) ? dayOf(row) : undefined;
    const offered = day && open.has(row.id) ? [day.dishId, ...day.alternatives] : [];
    const alternatives = [...new Set(offered)]
      .filter((id) => id !== row.dishId)
      .flatMap((id) => answer(id) ?? []);
    const standard = day ? byId.get(day.dishId) : undefined;
    out.set(row.id, {
      dish: answer(row.dishId),
      alternatives,
      dishChoice: row.dishChoice,
      dishConflicts: row.dishConflicts ?? [],
      defaultHolds:
        row.dishChoice === 'preference' && standard ? dishConflicts(standard, avoids) : [],
    });
  }
  return out;
}

/**
 * Decides the dishes an order's scheduled meals are still without (a crash between an order and
 * its decision, decision 160) before the plan page shows them, under the order's lock so a swap
 * made at the same moment is never overwritten. Costs nothing when every dish is decided.
 */
export async function decideUndecidedDishes(
  db: Db,
  order: OrderSchedule,
  ownerId: string | null,
): Promise<OrderSchedule> {
  const undecided = order.items.some((row) => row.status === 'scheduled' && !row.dishChoice);
  if (!undecided) return order;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const locked = (await lockOrderSchedule(tx, order.sub.id, ownerId)) ?? order;
    const changes = await resolveDishes(tx, { subscriptionId: order.sub.id, undecidedOnly: true });
    if (changes.length === 0) return locked;
    const after = new Map(changes.map((change) => [change.deliveryId, change.after]));
    return {
      ...locked,
      items: locked.items.map((row) => {
        const state = after.get(row.id);
        return state
          ? {
              ...row,
              dishId: state.dishId,
              dishChoice: state.choice,
              dishConflicts: state.conflicts.length > 0 ? state.conflicts : null,
            }
          : row;
      }),
    };
  });
}
