import type { IsoDate } from '@fitthali/domain/dates';
import {
  DISH_MSG,
  dietChangeRefusedMessage,
  dishNameTakenMessage,
  dishNameTakenOnReturnMessage,
  dishRetiredMessage,
  retireRefusedMessage,
} from '@fitthali/domain/dish-messages';
import { DIET_LABELS } from '@fitthali/domain/dishes';
import { dietFitsMenu } from '@fitthali/domain/menu-diet';
import type { DishChange, NewDish } from '@fitthali/domain/schemas/admin-dishes';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveries } from '../db/schema/deliveries.ts';
import { type Dish, dishes } from '../db/schema/dishes.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { HttpError } from '../http-error.ts';
import { type AdminDishAnswer, adminDishAnswer } from './admin-dish-answer.ts';
import { dishMenuUses, type MenuUse, menuUseWords } from './dish-uses.ts';
import { resolveDishes } from './resolve-dishes.ts';

/** Every dish, retired ones included, by name, each with the menus still serving it. */
export async function listDishes(db: Db, today: IsoDate): Promise<AdminDishAnswer[]> {
  const [rows, uses] = await Promise.all([
    db
      .select()
      .from(dishes)
      .orderBy(asc(sql`lower(${dishes.name})`)),
    dishMenuUses(db, today),
  ]);
  return rows.map((dish) => adminDishAnswer(dish, uses.get(dish.id)));
}

/** Runs `write`, answering a second live dish of the same name as a sentence (migration 0028). */
async function uniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, message);
    throw err;
  }
}

export async function createDish(db: Db, dish: NewDish): Promise<AdminDishAnswer> {
  const [row] = await uniqueName(dishNameTakenMessage(dish.name), () =>
    db.insert(dishes).values(dish).returning(),
  );
  return adminDishAnswer(row as Dish);
}

/** The dish, locked for the rest of the transaction, or 404. */
async function lockedDish(tx: Db, id: string): Promise<Dish> {
  const [dish] = await tx.select().from(dishes).where(eq(dishes.id, id)).for('update');
  if (!dish) throw new HttpError(404, DISH_MSG.dishNotFound);
  return dish;
}

/** A Veg menu serving the dish that its new diet would not fit, in words; else undefined. */
function dietMisfit(uses: readonly MenuUse[], diet: Dish['diet']): MenuUse | undefined {
  return uses.find((use) => !dietFitsMenu(diet, use));
}

/**
 * Changes what was sent of a dish that is not retired. A diet a Veg menu serving it would not take
 * is refused. When what the preferences read changes (diet, allergens, tags), the scheduled meals
 * holding the dish from today on are decided again, so a meal for someone who avoids what the dish
 * now declares moves to a fitting alternative or is flagged for the kitchen.
 */
export async function changeDish(
  db: Db,
  id: string,
  change: DishChange,
  today: IsoDate,
  now: Date,
): Promise<{ dish: AdminDishAnswer; mealsDecidedAgain: number }> {
  return db.transaction(async (tx) => {
    const dish = await lockedDish(tx, id);
    if (dish.retiredAt) throw new HttpError(409, dishRetiredMessage(dish.name));
    const uses = (await dishMenuUses(tx, today, id)).get(id) ?? [];
    const name = change.name ?? dish.name;
    if (change.diet && change.diet !== dish.diet) {
      const misfit = dietMisfit(uses, change.diet);
      if (misfit) {
        throw new HttpError(
          409,
          dietChangeRefusedMessage(name, DIET_LABELS[change.diet], menuUseWords(misfit)),
        );
      }
    }
    const [row] = await uniqueName(dishNameTakenMessage(name), () =>
      tx
        .update(dishes)
        .set({ ...change, updatedAt: now })
        .where(eq(dishes.id, id))
        .returning(),
    );
    const factsChanged =
      change.diet !== undefined || change.allergens !== undefined || change.tags !== undefined;
    let mealsDecidedAgain = 0;
    if (factsChanged) {
      const holding = await tx
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(
          and(
            eq(deliveries.dishId, id),
            eq(deliveries.status, 'scheduled'),
            gte(deliveries.date, today),
          ),
        );
      const changes = await resolveDishes(tx, { deliveryIds: holding.map((d) => d.id) });
      mealsDecidedAgain = changes.length;
    }
    return { dish: adminDishAnswer(row as Dish, uses), mealsDecidedAgain };
  });
}

/**
 * Retires a dish: it keeps its name and nutrition for the meals that had it and can no longer be
 * put on a menu. Refused while a menu serves it from today on, naming where, so no coming meal
 * loses its dish. Retiring a retired dish changes nothing.
 */
export async function retireDish(
  db: Db,
  id: string,
  today: IsoDate,
  now: Date,
): Promise<AdminDishAnswer> {
  return db.transaction(async (tx) => {
    const dish = await lockedDish(tx, id);
    if (dish.retiredAt) return adminDishAnswer(dish);
    const uses = (await dishMenuUses(tx, today, id)).get(id) ?? [];
    if (uses.length > 0) {
      throw new HttpError(409, retireRefusedMessage(dish.name, uses.map(menuUseWords)));
    }
    const [row] = await tx
      .update(dishes)
      .set({ retiredAt: now, updatedAt: now })
      .where(eq(dishes.id, id))
      .returning();
    return adminDishAnswer(row as Dish);
  });
}

/** Brings a retired dish back to the catalogue (refused while a dish on offer has its name). */
export async function bringBackDish(db: Db, id: string, now: Date): Promise<AdminDishAnswer> {
  return db.transaction(async (tx) => {
    const dish = await lockedDish(tx, id);
    if (!dish.retiredAt) return adminDishAnswer(dish);
    const [row] = await uniqueName(dishNameTakenOnReturnMessage(dish.name), () =>
      tx
        .update(dishes)
        .set({ retiredAt: null, updatedAt: now })
        .where(eq(dishes.id, id))
        .returning(),
    );
    return adminDishAnswer(row as Dish);
  });
}
