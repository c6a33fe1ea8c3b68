import type { IsoDate } from '@fitthali/domain/dates';
import {
  firstOpenMenuDate,
  type MondayFirstWeek,
  storedRotationDays,
} from '@fitthali/domain/menu-choice';
import { rotationStartTooEarlyMessage } from '@fitthali/domain/menu-messages';
import type { MenuChoice } from '@fitthali/domain/menu-rotation';
import type { Db } from '../db/client.ts';
import { menuRotations } from '../db/schema/menus.ts';
import { loadDeliverySettings } from '../deliveries/delivery-settings.ts';
import { HttpError } from '../http-error.ts';
import { checkMenuDishes } from './menu-dishes.ts';
import { inTransaction, lockMenu } from './menu-lock.ts';
import type { MenuKey } from './menu-of-date.ts';
import { loadMenuPlan } from './menu-plan.ts';
import { notifyDishConflicts } from './notify-dish-conflicts.ts';
import { resolveDishes } from './resolve-dishes.ts';
import type { MenuEditor } from './set-menu-day.ts';

export type MenuRotation = typeof menuRotations.$inferSelect;

export interface RotationChange extends MenuKey {
  startDate: IsoDate;
  weeks: number;
  /** One row per week, Monday to Sunday (the API's order; stored Sunday first). */
  days: readonly MondayFirstWeek[];
}

/**
 * Saves a rotation that takes over one menu from `startDate` (issue 26 point 3) until a rotation
 * with a later start, leaving the dates set on their own as they are, and re-decides the dishes of
 * the menu's meals from that date. A rotation starts no earlier than the first date whose cut-off
 * is still open for its slot, so it never changes a meal being prepared: those dates are changed
 * one at a time, with a reason. A rotation saved again from the same date replaces it.
 */
export async function saveRotation(
  db: Db,
  change: RotationChange,
  editor: MenuEditor,
): Promise<{ rotation: MenuRotation; moved: number }> {
  const { slots } = await loadDeliverySettings(db);
  const firstOpen = firstOpenMenuDate(change.slot, editor.now, slots);
  if (change.startDate < firstOpen) {
    throw new HttpError(400, rotationStartTooEarlyMessage(firstOpen));
  }
  const plan = await loadMenuPlan(db, change.planId);
  const cells = change.days.flat().filter((cell): cell is MenuChoice => cell !== null);
  await checkMenuDishes(db, plan, change.mealOption, cells);

  const key: MenuKey = { planId: change.planId, mealOption: change.mealOption, slot: change.slot };
  return inTransaction(db, async (tx) => {
    await lockMenu(tx, key);
    const values = {
      weeks: change.weeks,
      days: storedRotationDays(change.days),
      updatedAt: editor.now,
    };
    const [rotation] = await tx
      .insert(menuRotations)
      .values({ ...key, startDate: change.startDate, ...values })
      .onConflictDoUpdate({
        target: [
          menuRotations.planId,
          menuRotations.mealOption,
          menuRotations.slot,
          menuRotations.startDate,
        ],
        set: values,
      })
      .returning();
    if (!rotation) throw new Error('a saved rotation returns its row');
    const changes = await resolveDishes(tx, { ...key, from: change.startDate });
    await notifyDishConflicts(tx, changes, editor.now);
    return { rotation, moved: changes.filter((c) => c.before.dishId !== c.after.dishId).length };
  });
}
