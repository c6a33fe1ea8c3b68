import type { Allergen, Diet, DishTag } from '@fitthali/domain/dishes';
import type { KitchenSlot, MealOption } from '@fitthali/domain/plans';
import type { FastifyInstance } from 'fastify';
import { dishes } from '../../src/db/schema/dishes.ts';
import { menuDays } from '../../src/db/schema/menus.ts';

let counter = 0;

export interface TestDish {
  id: string;
  name: string;
}

/**
 * A dish written straight into the catalogue, for the menu tests (the catalogue's own API has its
 * tests): a unique name, veg and available unless told otherwise.
 */
export async function addDish(
  app: FastifyInstance,
  options: {
    name?: string;
    diet?: Diet;
    allergens?: Allergen[];
    tags?: DishTag[];
    available?: boolean;
    retired?: boolean;
  } = {},
): Promise<TestDish> {
  counter += 1;
  const row = await insertDish(app, {
    name: options.name ?? `Test dish ${process.pid}-${counter}`,
    diet: options.diet ?? 'veg',
    calories: 450,
    protein: 20,
    carbs: 50,
    fat: 12,
    fibre: 6,
    allergens: options.allergens ?? [],
    tags: options.tags ?? [],
    available: options.available ?? true,
    retiredAt: options.retired ? new Date() : null,
  });
  return { id: row.id, name: row.name };
}

/** A dish with exactly `values` (the columns not given take the table's defaults), its row back. */
export async function insertDish(app: FastifyInstance, values: typeof dishes.$inferInsert) {
  const [row] = await app.db.insert(dishes).values(values).returning();
  if (!row) throw new Error('the dish insert returns its row');
  return row;
}

/**
 * One menu's dates set by hand, as the admin's planner stores an override: a date already planned
 * takes the new dish and alternatives.
 */
export async function planMenuDays(
  app: FastifyInstance,
  menu: { planId: string; mealOption: MealOption; slot: KitchenSlot },
  days: { date: string; dishId: string; alternatives?: string[] }[],
): Promise<void> {
  for (const day of days) {
    const alternatives = day.alternatives ?? [];
    await app.db
      .insert(menuDays)
      .values({ ...menu, date: day.date, dishId: day.dishId, alternatives, source: 'override' })
      .onConflictDoUpdate({
        target: [menuDays.planId, menuDays.mealOption, menuDays.slot, menuDays.date],
        set: { dishId: day.dishId, alternatives },
      });
  }
}

/** The High Protein Veg lunch, the menu most tests plan. */
export const PROTEIN_VEG_LUNCH = {
  planId: 'high-protein',
  mealOption: 'Veg',
  slot: 'Lunch',
} as const;

/** Several veg dishes at once. */
export function addDishes(app: FastifyInstance, count: number): Promise<TestDish[]> {
  return Promise.all(Array.from({ length: count }, () => addDish(app)));
}
