import { type IsoDate, todayInIndia } from '@fitthali/domain/dates';
import { eggStillOnMenuMessage } from '@fitthali/domain/menu-messages';
import type { MenuChoice } from '@fitthali/domain/menu-rotation';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { plans } from '../db/schema/catalogue.ts';
import { menuDays, menuRotations } from '../db/schema/menus.ts';
import { HttpError } from '../http-error.ts';
import { dishesById } from './menu-dishes.ts';
import { inTransaction } from './menu-lock.ts';

type Where = { date: IsoDate } | { rotationFrom: IsoDate };

/**
 * The first egg dish a plan's Veg menu still serves from `today` on (its own dates, the rotation
 * in force and those still to start), or undefined.
 */
async function eggOnVegMenu(
  db: Db,
  planId: string,
  today: IsoDate,
): Promise<{ name: string; where: Where } | undefined> {
  const [days, rotations] = await Promise.all([
    db
      .select()
      .from(menuDays)
      .where(
        and(eq(menuDays.planId, planId), eq(menuDays.mealOption, 'Veg'), gte(menuDays.date, today)),
      )
      .orderBy(asc(menuDays.date)),
    db
      .select()
      .from(menuRotations)
      .where(and(eq(menuRotations.planId, planId), eq(menuRotations.mealOption, 'Veg')))
      .orderBy(asc(menuRotations.startDate)),
  ]);
  // A rotation still serves if it starts after today or is the latest to start by today in its slot.
  const serving = rotations.filter(
    (rotation) =>
      rotation.startDate > today ||
      !rotations.some(
        (later) =>
          later.slot === rotation.slot &&
          later.startDate > rotation.startDate &&
          later.startDate <= today,
      ),
  );
  const places: { where: Where; choices: MenuChoice[] }[] = [
    ...days.map((day) => ({ where: { date: day.date }, choices: [day] })),
    ...serving.map((rotation) => ({
      where: { rotationFrom: rotation.startDate },
      choices: rotation.days.flat().filter((cell): cell is MenuChoice => cell !== null),
    })),
  ];
  const ids = places.flatMap((place) =>
    place.choices.flatMap((choice) => [choice.dishId, ...choice.alternatives]),
  );
  const found = await dishesById(db, ids);
  for (const place of places) {
    for (const choice of place.choices) {
      for (const id of [choice.dishId, ...choice.alternatives]) {
        const dish = found.get(id);
        if (dish?.diet === 'egg') return { name: dish.name, where: place.where };
      }
    }
  }
  return undefined;
}

/**
 * Marks a plan's Veg menu egg-friendly or not (issue 26 point 3). Unmarking is refused while the
 * Veg menu still serves an egg dish from today on, naming the first: the diet rule holds for the
 * menu as planned, not only for the next change. Answers false for an unknown plan.
 */
export async function setEggFriendly(
  db: Db,
  planId: string,
  eggFriendly: boolean,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [plan] = await tx
      .select({ name: plans.name })
      .from(plans)
      .where(eq(plans.id, planId))
      .for('update');
    if (!plan) return false;
    if (!eggFriendly) {
      const egg = await eggOnVegMenu(tx, planId, todayInIndia(now));
      if (egg) throw new HttpError(400, eggStillOnMenuMessage(plan.name, egg.name, egg.where));
    }
    await tx.update(plans).set({ eggFriendly, updatedAt: now }).where(eq(plans.id, planId));
    return true;
  });
}
