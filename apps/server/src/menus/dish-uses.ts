import { compareIsoDates, type IsoDate } from '@fitthali/domain/dates';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import type { KitchenSlot, MealOption } from '@fitthali/domain/plans';
import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { plans } from '../db/schema/catalogue.ts';
import { menuDays, menuRotations } from '../db/schema/menus.ts';
import { type MenuKey, menuKeyOf } from './menu-of-date.ts';

/**
 * A menu that still serves a dish from today on: on dates the operator set (`dates`: the first
 * of them and how many), or through a rotation that is running or starts later (`rotation`).
 */
export interface MenuUse extends MenuKey {
  planName: string;
  /** The plan's Veg menu may serve egg dishes. */
  eggFriendly: boolean;
  kind: 'dates' | 'rotation';
  /** The first date (or a rotation's start, when later than today) it serves the dish. */
  from: IsoDate;
  /** Set dates only: how many from `from` on. */
  dates: number;
}

/** "High Protein Veg lunch on Mon, 14 Dec and 2 more dates", as the retire refusal lists it. */
export function menuUseWords(use: MenuUse): string {
  const menu = `${use.planName} ${use.mealOption} ${use.slot.toLowerCase()}`;
  if (use.kind === 'rotation')
    return `the weekly rotation of ${menu} from ${formatIndiaDate(use.from)}`;
  const more = use.dates - 1;
  return `${menu} on ${formatIndiaDate(use.from)}${more > 0 ? ` and ${more} more date${more === 1 ? '' : 's'}` : ''}`;
}

type RotationDays = (typeof menuRotations.$inferSelect)['days'];

function dishesOfRotation(days: RotationDays): Set<string> {
  const ids = new Set<string>();
  for (const week of days) {
    for (const day of week) {
      if (!day) continue;
      ids.add(day.dishId);
      for (const id of day.alternatives) ids.add(id);
    }
  }
  return ids;
}

/**
 * Where each dish is still served from `today` on (one dish when `dishId` is given): its menus'
 * own dates (`menu_days`, default or alternative) and the rotations still running or yet to start
 * (a rotation stops serving once a later one of its menu has started, as `plannedMenus` reads it).
 * Run inside the caller's transaction when the answer decides a change.
 */
export async function dishMenuUses(
  db: Db,
  today: IsoDate,
  dishId?: string,
): Promise<Map<string, MenuUse[]>> {
  const servesDish = dishId
    ? or(eq(menuDays.dishId, dishId), sql`${dishId}::uuid = any(${menuDays.alternatives})`)
    : undefined;
  const [days, rotations, planRows] = await Promise.all([
    db
      .select({
        planId: menuDays.planId,
        mealOption: menuDays.mealOption,
        slot: menuDays.slot,
        date: menuDays.date,
        dishId: menuDays.dishId,
        alternatives: menuDays.alternatives,
      })
      .from(menuDays)
      .where(and(gte(menuDays.date, today), servesDish))
      .orderBy(asc(menuDays.date)),
    db.select().from(menuRotations).orderBy(asc(menuRotations.startDate)),
    db.select({ id: plans.id, name: plans.name, eggFriendly: plans.eggFriendly }).from(plans),
  ]);
  const planOf = new Map(planRows.map((plan) => [plan.id, plan]));
  const uses = new Map<string, Map<string, MenuUse>>();
  const add = (id: string, key: MenuKey, kind: MenuUse['kind'], from: IsoDate) => {
    if (dishId && id !== dishId) return;
    const byMenu = uses.get(id) ?? new Map<string, MenuUse>();
    uses.set(id, byMenu);
    const at = `${kind}\u0000${menuKeyOf(key)}\u0000${kind === 'rotation' ? from : ''}`;
    const found = byMenu.get(at);
    if (found) {
      found.dates += 1;
      return;
    }
    const plan = planOf.get(key.planId);
    byMenu.set(at, {
      planId: key.planId,
      mealOption: key.mealOption as MealOption,
      slot: key.slot as KitchenSlot,
      planName: plan?.name ?? key.planId,
      eggFriendly: plan?.eggFriendly ?? false,
      kind,
      from,
      dates: 1,
    });
  };

  for (const day of days) {
    for (const id of new Set([day.dishId, ...day.alternatives])) add(id, day, 'dates', day.date);
  }

  // Rotations by menu, oldest start first: of those started by today only the latest serves.
  const byMenu = new Map<string, (typeof rotations)[number][]>();
  for (const rotation of rotations) {
    const list = byMenu.get(menuKeyOf(rotation)) ?? [];
    list.push(rotation);
    byMenu.set(menuKeyOf(rotation), list);
  }
  for (const list of byMenu.values()) {
    const running = list.findLast((r) => compareIsoDates(r.startDate, today) <= 0);
    for (const rotation of list) {
      const later = compareIsoDates(rotation.startDate, today) > 0;
      if (rotation !== running && !later) continue;
      const from = later ? rotation.startDate : today;
      for (const id of dishesOfRotation(rotation.days)) add(id, rotation, 'rotation', from);
    }
  }

  const answer = new Map<string, MenuUse[]>();
  for (const [id, byKey] of uses) {
    answer.set(
      id,
      [...byKey.values()].sort((a, b) => compareIsoDates(a.from, b.from)),
    );
  }
  return answer;
}
