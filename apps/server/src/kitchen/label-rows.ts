import type { DishChoice } from '@fitthali/domain/dish-pick';
import type { Allergen, Avoidable, Diet } from '@fitthali/domain/dishes';
import type { KitchenSlot } from '@fitthali/domain/plans';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveries } from '../db/schema/deliveries.ts';
import { dishes } from '../db/schema/dishes.ts';
import { subscriptions } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import { afterKey, cookedMeals, doorOf, RUN_SHEET_ORDER } from './run-sheet.ts';

/** One meal's label, as read for the sheet of labels. */
export interface LabelRow {
  deliveryId: string;
  subscriptionId: string;
  pin: string;
  area: string;
  /** Null once the account is deleted. */
  customer: string | null;
  avoids: Avoidable[];
  plan: string;
  mealOption: string;
  dishChoice: DishChoice | null;
  dishConflicts: Avoidable[] | null;
  /** Null while no menu is planned for the date. */
  dish: { name: string; diet: Diet; allergens: Allergen[]; calories: number | null } | null;
}

/**
 * One batch of a date and slot's labels in run sheet order (PIN, area, id: the same order and the
 * same index, `deliveries_run_sheet`, as the run sheet), after `after`. Every meal the kitchen
 * cooks gets one (the cooked statuses, as the counts: decision 175).
 */
export async function labelRows(
  db: Db,
  query: { date: string; slot: KitchenSlot; limit: number; after: LabelRow | null },
): Promise<LabelRow[]> {
  const { after } = query;
  const rows = await db
    .select({
      deliveryId: deliveries.id,
      subscriptionId: deliveries.subscriptionId,
      pin: deliveries.pin,
      area: deliveries.area,
      customer: users.name,
      avoids: users.avoids,
      plan: deliveries.planName,
      mealOption: deliveries.mealOption,
      dishChoice: deliveries.dishChoice,
      dishConflicts: deliveries.dishConflicts,
      dishName: dishes.name,
      diet: dishes.diet,
      allergens: dishes.allergens,
      calories: dishes.calories,
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .leftJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(dishes, eq(dishes.id, deliveries.dishId))
    .where(
      cookedMeals(
        query,
        after ? afterKey({ pin: after.pin, area: after.area, id: after.deliveryId }) : undefined,
      ),
    )
    .orderBy(...RUN_SHEET_ORDER)
    .limit(query.limit);
  return rows.map((r) => ({
    deliveryId: r.deliveryId,
    subscriptionId: r.subscriptionId,
    pin: r.pin,
    area: r.area,
    customer: r.customer,
    avoids: r.avoids ?? [],
    plan: r.plan,
    mealOption: r.mealOption,
    dishChoice: r.dishChoice,
    dishConflicts: r.dishConflicts,
    dish:
      r.dishName !== null && r.diet !== null
        ? { name: r.dishName, diet: r.diet, allergens: r.allergens ?? [], calories: r.calories }
        : null,
  }));
}

/** The door a label's meal goes to: a new door is the run sheet's next stop. */
export const labelDoor = (row: LabelRow) => doorOf(row);
