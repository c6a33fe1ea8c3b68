import { addDays, compareIsoDates, type IsoDate } from '@fitthali/domain/dates';
import { type MenuChoice, type Rotation, rotationChoiceFor } from '@fitthali/domain/menu-rotation';
import type { KitchenSlot, MealOption } from '@fitthali/domain/plans';
import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { menuDays, menuRotations } from '../db/schema/menus.ts';

/** One menu: a plan (its id), a meal option and a kitchen slot. */
export interface MenuKey {
  planId: string;
  mealOption: MealOption;
  slot: KitchenSlot;
}

export type MenuSource = 'override' | 'copy' | 'rotation';

export interface PlannedDay extends MenuChoice {
  source: MenuSource;
}

export function menuKeyOf(key: MenuKey): string {
  return `${key.planId}\u0000${key.mealOption}\u0000${key.slot}`;
}

/** The planned days of several menus: `get(menuKeyOf(key))?.get(date)`. */
export type PlannedMenus = Map<string, Map<IsoDate, PlannedDay>>;

/**
 * What each menu serves on each date from `from` to `to`: the date's own row when the operator set
 * one, else the rotation with the latest start on or before the date, else nothing (the storefront
 * then says "Chef's choice"). The one reading of "the menu" every screen and the kitchen share.
 */
export async function plannedMenus(
  db: Db,
  keys: readonly MenuKey[],
  from: IsoDate,
  to: IsoDate,
): Promise<PlannedMenus> {
  const planned: PlannedMenus = new Map();
  if (keys.length === 0 || compareIsoDates(from, to) > 0) return planned;
  const wanted = new Set(keys.map(menuKeyOf));
  const planIds = [...new Set(keys.map((key) => key.planId))];
  const [days, rotations] = await Promise.all([
    db
      .select()
      .from(menuDays)
      .where(
        and(inArray(menuDays.planId, planIds), gte(menuDays.date, from), lte(menuDays.date, to)),
      ),
    db
      .select()
      .from(menuRotations)
      .where(and(inArray(menuRotations.planId, planIds), lte(menuRotations.startDate, to)))
      .orderBy(asc(menuRotations.startDate)),
  ]);
  const rotationsByKey = new Map<string, Rotation[]>();
  for (const rotation of rotations) {
    const key = menuKeyOf(rotation);
    if (!wanted.has(key)) continue;
    const list = rotationsByKey.get(key) ?? [];
    list.push({ startDate: rotation.startDate, weeks: rotation.weeks, days: rotation.days });
    rotationsByKey.set(key, list);
  }
  for (const key of wanted) {
    const byDate = new Map<IsoDate, PlannedDay>();
    const list = rotationsByKey.get(key) ?? [];
    for (let date = from; compareIsoDates(date, to) <= 0; date = addDays(date, 1)) {
      const rotation = list.findLast((r) => compareIsoDates(r.startDate, date) <= 0);
      const choice = rotation ? rotationChoiceFor(rotation, date) : undefined;
      if (choice) byDate.set(date, { ...choice, source: 'rotation' });
    }
    planned.set(key, byDate);
  }
  for (const day of days) {
    const byDate = planned.get(menuKeyOf(day));
    if (!byDate) continue;
    byDate.set(day.date, {
      dishId: day.dishId,
      alternatives: [...day.alternatives],
      source: day.source,
    });
  }
  return planned;
}
