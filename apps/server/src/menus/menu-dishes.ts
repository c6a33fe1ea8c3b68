import { menuDietRefusal } from '@fitthali/domain/menu-diet';
import { MENU_MSG } from '@fitthali/domain/menu-messages';
import type { MenuChoice } from '@fitthali/domain/menu-rotation';
import type { MealOption } from '@fitthali/domain/plans';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type Dish, dishes } from '../db/schema/dishes.ts';
import { HttpError } from '../http-error.ts';
import { dishUnusableReason, lockDishesForMenu } from './dish-usable.ts';
import type { MenuPlan } from './menu-plan.ts';

/** The dishes with these ids, by id (ids not in the catalogue are simply absent). */
export async function dishesById(db: Db, ids: Iterable<string>): Promise<Map<string, Dish>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(dishes).where(inArray(dishes.id, wanted));
  return new Map(rows.map((dish) => [dish.id, dish]));
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
  // Share-locked, so a retire at the same moment waits for this change or sees it (dish-usable.ts).
  const found = new Map((await lockDishesForMenu(db, ids)).map((dish) => [dish.id, dish]));
  for (const id of ids) {
    const dish = found.get(id);
    if (!dish) throw new HttpError(400, MENU_MSG.unknownDish);
    const refusal =
      dishUnusableReason(dish) ??
      menuDietRefusal(dish, { mealOption, eggFriendly: plan.eggFriendly, planName: plan.name });
    if (refusal) throw new HttpError(400, refusal);
  }
  return found;
}
