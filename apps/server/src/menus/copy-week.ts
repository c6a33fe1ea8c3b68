import { addDays, type IsoDate } from '@fitthali/domain/dates';
import { firstOpenMenuDate } from '@fitthali/domain/menu-choice';
import { copyWeekClosedMessage, copyWeekEmptyMessage } from '@fitthali/domain/menu-messages';
import { copyWeekForward, type MenuDate } from '@fitthali/domain/menu-rotation';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { menuDays } from '../db/schema/menus.ts';
import { loadDeliverySettings } from '../deliveries/delivery-settings.ts';
import { HttpError } from '../http-error.ts';
import { checkMenuDishes } from './menu-dishes.ts';
import { inTransaction, lockMenu } from './menu-lock.ts';
import { type MenuKey, menuKeyOf, plannedMenus } from './menu-of-date.ts';
import { loadMenuPlan } from './menu-plan.ts';
import { notifyDishConflicts } from './notify-dish-conflicts.ts';
import { resolveDishes } from './resolve-dishes.ts';
import type { MenuEditor } from './set-menu-day.ts';

export interface CopyWeekRequest extends MenuKey {
  /** The Monday of the week copied; it lands on the week after. */
  fromMonday: IsoDate;
  /** Also replace the dates of the next week the operator set by hand. */
  replaceOverrides: boolean;
}

export interface CopyWeekOutcome {
  /** The dates of the next week that now serve the copied menu. */
  copied: IsoDate[];
  /** Dates set by hand, left as they were. */
  kept: IsoDate[];
  /** Dates past their cut-off, left as they were (change them one at a time, with a reason). */
  closed: IsoDate[];
  /** Meals whose dish the copy moved. */
  moved: number;
}

/**
 * "Copy last week" (issue 26 point 3): the menu a week served, date by date (its own rows or its
 * rotation: what customers saw), written onto the week after as that week's own rows (`copy`).
 * Dates set by hand there are kept unless `replaceOverrides`; dates past their cut-off are never
 * touched, and a week with none open is refused. The copied dishes pass the same checks as a hand
 * change (in the catalogue, usable, fitting the menu's diet). The dishes of the week's meals are
 * then re-decided.
 */
export async function copyWeek(
  db: Db,
  request: CopyWeekRequest,
  editor: MenuEditor,
): Promise<CopyWeekOutcome> {
  const key: MenuKey = {
    planId: request.planId,
    mealOption: request.mealOption,
    slot: request.slot,
  };
  const target = addDays(request.fromMonday, 7);
  const targetEnd = addDays(target, 6);
  const { slots } = await loadDeliverySettings(db);
  const firstOpen = firstOpenMenuDate(key.slot, editor.now, slots);
  if (targetEnd < firstOpen) throw new HttpError(400, copyWeekClosedMessage(target));

  const source = (await plannedMenus(db, [key], request.fromMonday, addDays(target, -1)))
    .get(menuKeyOf(key))
    ?.entries();
  const week: MenuDate[] = [...(source ?? [])].map(([date, day]) => ({
    date,
    dishId: day.dishId,
    alternatives: day.alternatives,
  }));
  if (week.length === 0) throw new HttpError(400, copyWeekEmptyMessage(request.fromMonday));

  const plan = await loadMenuPlan(db, key.planId);
  return inTransaction(db, async (tx) => {
    await lockMenu(tx, key);
    const handSet = new Set(
      (
        await tx
          .select({ date: menuDays.date })
          .from(menuDays)
          .where(
            and(
              eq(menuDays.planId, key.planId),
              eq(menuDays.mealOption, key.mealOption),
              eq(menuDays.slot, key.slot),
              eq(menuDays.source, 'override'),
              gte(menuDays.date, target),
              lte(menuDays.date, targetEnd),
            ),
          )
      ).map((row) => row.date),
    );
    const outcome: CopyWeekOutcome = { copied: [], kept: [], closed: [], moved: 0 };
    const writes: MenuDate[] = [];
    for (const day of copyWeekForward(week)) {
      if (day.date < firstOpen) outcome.closed.push(day.date);
      else if (handSet.has(day.date) && !request.replaceOverrides) outcome.kept.push(day.date);
      else writes.push(day);
    }
    if (writes.length === 0) return outcome;
    await checkMenuDishes(tx, plan, key.mealOption, writes);
    await tx
      .insert(menuDays)
      .values(
        writes.map((day) => ({
          ...key,
          date: day.date,
          dishId: day.dishId,
          alternatives: day.alternatives,
          source: 'copy' as const,
          updatedBy: editor.adminId,
          updatedAt: editor.now,
        })),
      )
      .onConflictDoUpdate({
        target: [menuDays.planId, menuDays.mealOption, menuDays.slot, menuDays.date],
        set: {
          dishId: sql`excluded.dish_id`,
          alternatives: sql`excluded.alternatives`,
          source: sql`excluded.source`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    outcome.copied = writes.map((day) => day.date);
    const changes = await resolveDishes(tx, {
      ...key,
      from: outcome.copied[0],
      to: outcome.copied.at(-1),
    });
    await notifyDishConflicts(tx, changes, editor.now);
    outcome.moved = changes.filter((c) => c.before.dishId !== c.after.dishId).length;
    return outcome;
  });
}
