import { type IsoDate, todayInIndia } from '@fitthali/domain/dates';
import { canChangeAt, changeUntil, windowOpensAt } from '@fitthali/domain/delivery-settings';
import {
  MENU_MSG,
  menuOutForDeliveryMessage,
  menuReasonNeededMessage,
} from '@fitthali/domain/menu-messages';
import type { MenuChoice } from '@fitthali/domain/menu-rotation';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { menuDays } from '../db/schema/menus.ts';
import { loadDeliverySettings } from '../deliveries/delivery-settings.ts';
import { HttpError } from '../http-error.ts';
import { recordLateMenuChange } from './late-menu-change.ts';
import { checkMenuDishes } from './menu-dishes.ts';
import { inTransaction, lockMenu } from './menu-lock.ts';
import type { MenuKey } from './menu-of-date.ts';
import { loadMenuPlan } from './menu-plan.ts';
import { notifyDishConflicts } from './notify-dish-conflicts.ts';
import { resolveDishes } from './resolve-dishes.ts';

/** The admin making a menu change, and the server's clock it is judged by. */
export interface MenuEditor {
  adminId: string;
  now: Date;
}

export interface MenuDayChange extends MenuKey {
  date: IsoDate;
  /** The date's own dish and alternatives; null gives the date back to its rotation. */
  choice: MenuChoice | null;
  reason?: string;
}

export interface MenuDayOutcome {
  /** The change reached meals past their cut-off (it was recorded on each order and told). */
  late: boolean;
  /** Meals whose dish the change moved. */
  moved: number;
}

/**
 * Sets one date of one menu by hand (`override`) or gives it back to its rotation (issue 26
 * point 3), then re-decides the dish of that date's scheduled meals. Before the date's cut-off
 * (the one a skip is judged by) this is quiet: customers see the new dish on their plan page.
 * After it the meals are being prepared: the change needs a reason, and every meal moved to
 * another dish (a customer's swap still offered stays) is written in its order's trail and told
 * to its customer. A date already past, or a meal already out for delivery, is refused: its menu
 * stays as served.
 */
export async function setMenuDay(
  db: Db,
  change: MenuDayChange,
  editor: MenuEditor,
): Promise<MenuDayOutcome> {
  const { date, slot } = change;
  if (date < todayInIndia(editor.now)) throw new HttpError(400, MENU_MSG.dateInPast);
  const { slots } = await loadDeliverySettings(db);
  // Today's meals already on their way are past changing too, whatever the reason.
  if (windowOpensAt(date, slot, slots) <= editor.now) {
    throw new HttpError(400, menuOutForDeliveryMessage(date, slot));
  }
  const plan = await loadMenuPlan(db, change.planId);
  if (change.choice) await checkMenuDishes(db, plan, change.mealOption, [change.choice]);

  const late = !canChangeAt(date, slot, editor.now, slots);
  const reason = change.reason?.trim() ?? '';
  if (late && reason === '') {
    throw new HttpError(400, menuReasonNeededMessage(date, slot, changeUntil(date, slot, slots)));
  }

  const key: MenuKey = { planId: change.planId, mealOption: change.mealOption, slot };
  return inTransaction(db, async (tx) => {
    await lockMenu(tx, key);
    const row = and(
      eq(menuDays.planId, key.planId),
      eq(menuDays.mealOption, key.mealOption),
      eq(menuDays.slot, slot),
      eq(menuDays.date, date),
    );
    if (change.choice) {
      const values = {
        dishId: change.choice.dishId,
        alternatives: change.choice.alternatives,
        source: 'override' as const,
        updatedBy: editor.adminId,
        updatedAt: editor.now,
      };
      await tx
        .insert(menuDays)
        .values({ ...key, date, ...values })
        .onConflictDoUpdate({
          target: [menuDays.planId, menuDays.mealOption, menuDays.slot, menuDays.date],
          set: values,
        });
    } else {
      const cleared = await tx.delete(menuDays).where(row).returning({ date: menuDays.date });
      if (cleared.length === 0) throw new HttpError(404, MENU_MSG.nothingToClear);
    }
    const changes = await resolveDishes(tx, { ...key, from: date, to: date });
    await notifyDishConflicts(tx, changes, editor.now);
    const moved = late
      ? await recordLateMenuChange(tx, changes, {
          adminId: editor.adminId,
          reason,
          now: editor.now,
        })
      : changes.filter((c) => c.before.dishId !== c.after.dishId).length;
    return { late, moved };
  });
}
