import { menuDietRefusal } from '@fitthali/domain/menu-diet';
import {
  dishRetiredMessage,
  dishUnavailableMessage,
  MENU_MSG,
} from '@fitthali/domain/menu-messages';
import type { MenuChoice } from '@fitthali/domain/menu-rotation';
import type { MealOption } from '@fitthali/domain/plans';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type Dish, dishes } from '../db/schema/dishes.ts';
import { HttpError } from '../http-error.ts';
import type { MenuPlan } from './menu-plan.ts';

/** The dishes with these ids, by id (ids not in the catalogue are simply absent). */
export async function dishesById(db: Db, ids: Iterable<string>): Promise<Map<string, Dish>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(dishes).where(inArray(dishes.id, wanted));
  return new Map(rows.map((dish) => [dish.id, dish]));
}

/**
 * Why a dish cannot be put on a menu now, or undefined: a retired dish is kept only for history,
 * and one the operator marked unavailable stays where it was planned but is not added anywhere.
 */
export function dishUnusableMessage(dish: Pick<Dish, 'name' | 'retiredAt' | 'available'>) {
  if (dish.retiredAt) return dishRetiredMessage(dish.name);
  if (!dish.available) return dishUnavailableMessage(dish.name);
  return undefined;
}

/**
 * Checks every dish of the choices a menu change puts on `plan`'s menu: each is in the catalogue,
 * usable and fits the menu's diet (a Veg menu takes veg dishes, egg only on an egg-friendly plan).
 * Refuses the first that does not with its sentence (400).
 */
export async function checkMenuDishes(
  db: Db,
  plan: MenuPlan,
  mealOption: MealOption,
  choices: readonly MenuChoice[],
): Promise<Map<string, Dish>> {
  const ids = choices.flatMap((choice) => [choice.dishId, ...choice.alternatives]);
  const found = await dishesById(db, ids);
  for (const id of ids) {
    const dish = found.get(id);
    if (!dish) throw new HttpError(400, MENU_MSG.unknownDish);
    const refusal =
      dishUnusableMessage(dish) ??
      menuDietRefusal(dish, { mealOption, eggFriendly: plan.eggFriendly, planName: plan.name });
    if (refusal) throw new HttpError(400, refusal);
  }
  return found;
}
