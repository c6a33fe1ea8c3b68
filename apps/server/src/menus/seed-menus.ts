import type { Allergen, Diet, DishTag } from '@fitthali/domain/dishes';
import { mondayOf } from '@fitthali/domain/menu-rotation';
import { KITCHEN_SLOTS, MEAL_OPTIONS, type MealOption, type PlanId } from '@fitthali/domain/plans';
import { seedDishOdiaDescription, seedDishOdiaName } from '@fitthali/domain/seed-dish-odia';
import { SEED_MENUS } from '@fitthali/domain/seed-menus';
import { MONDAY_FIRST_INDEXES } from '@fitthali/domain/weekdays';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dishes } from '../db/schema/dishes.ts';
import { menuRotations } from '../db/schema/menus.ts';

/**
 * The first rotations start on a Monday long past, so every date since (and every date after)
 * serves the menus the storefront showed before the food became data.
 */
const SEED_ROTATION_START = mondayOf('2025-01-06');

// What the old menus' words say about a dish, read conservatively: a dish that names egg is an egg
// dish, paneer or curd declares milk, and so on. The operator reviews each seeded dish (their
// protein, carbohydrate, fat and fibre are unknown, so they stay empty until filled in;
// decision 160).
const NON_VEG = /chicken|fish|prawn|mutton|keema/i;
const EGG = /\begg/i;
const ALLERGEN_WORDS: readonly [Allergen, RegExp][] = [
  ['milk', /paneer|curd|raita|dahi|butter|makhani|kadhi|chaat/i],
  ['gluten', /roti|noodles|wheat|dalia|oats|upma|biryani|pulao/i],
  ['eggs', /\begg/i],
  ['fish', /fish/i],
  ['crustaceans', /prawn/i],
  ['soy', /soya|tofu/i],
  ['peanuts', /peanut/i],
];

export function seedDishFacts(
  name: string,
  mealOption: MealOption,
): { diet: Diet; allergens: Allergen[]; tags: DishTag[] } {
  const diet: Diet =
    mealOption === 'Non-Veg' && NON_VEG.test(name) ? 'non-veg' : EGG.test(name) ? 'egg' : 'veg';
  const allergens = ALLERGEN_WORDS.filter(([, words]) => words.test(name)).map(([key]) => key);
  const tags: DishTag[] = [];
  if (/dalma|santula|odia/i.test(name)) tags.push('odia');
  return { diet, allergens, tags };
}

const seedMealKey = (name: string, kcal: number) => `${name}\u0000${kcal}`;

/**
 * Seeds the old static menus once: each distinct dish, and per plan × meal option × slot a
 * one-week rotation. Runs at every start and does nothing once any rotation exists, so the
 * operator's deletions and changes are never undone.
 */
export async function seedMenus(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Two instances starting together seed once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fitthali:seed-menus'))`);
    const existing = await tx.select({ id: menuRotations.id }).from(menuRotations).limit(1);
    if (existing.length > 0) return;

    // One dish per name and energy figure: the old menus served some dishes in two portions
    // ("Palak paneer, 2 rotis" is 660 kcal on the High Protein menu, 500 on the Office one), and
    // each menu keeps its own figure (decision 177). The first portion seen keeps the plain name;
    // another portion is named with its figure, as two dishes on offer never share a name
    // (migration 0028) and the kitchen cooks and labels them apart.
    const byMeal = new Map<string, typeof dishes.$inferInsert>();
    const seedKeys = new Set<string>();
    for (const options of Object.values(SEED_MENUS)) {
      for (const mealOption of MEAL_OPTIONS) {
        for (const [lunch, dinner, kcal, image] of options[mealOption]) {
          for (const name of [lunch, dinner]) {
            const meal = seedMealKey(name, kcal);
            if (byMeal.has(meal)) continue;
            const seedKey = seedKeys.has(name) ? `${name} · ${kcal} kcal` : name;
            seedKeys.add(seedKey);
            byMeal.set(meal, {
              name: seedKey,
              // Its Odia name for the Odia pages and messages (issue 27).
              nameOr: seedDishOdiaName(seedKey) ?? null,
              descriptionOr: seedDishOdiaDescription(seedKey) ?? null,
              ...seedDishFacts(name, mealOption),
              calories: kcal,
              illustration: `dishes/${image}.svg`,
              seedKey,
            });
          }
        }
      }
    }
    const inserted = await tx
      .insert(dishes)
      .values([...byMeal.values()])
      .onConflictDoNothing()
      .returning({ id: dishes.id, seedKey: dishes.seedKey });
    const bySeedKey = new Map(inserted.map((dish) => [dish.seedKey, dish.id]));
    const known = await tx.select({ id: dishes.id, seedKey: dishes.seedKey }).from(dishes);
    for (const dish of known)
      if (dish.seedKey && !bySeedKey.has(dish.seedKey)) bySeedKey.set(dish.seedKey, dish.id);
    const idOf = new Map(
      [...byMeal].map(([meal, dish]) => [meal, dish.seedKey && bySeedKey.get(dish.seedKey)]),
    );

    const rotations = (
      Object.entries(SEED_MENUS) as [PlanId, (typeof SEED_MENUS)[PlanId]][]
    ).flatMap(([planId, options]) =>
      MEAL_OPTIONS.flatMap((mealOption) =>
        KITCHEN_SLOTS.map((slot) => {
          const week: ({ dishId: string; alternatives: string[] } | null)[] = Array(7).fill(null);
          options[mealOption].forEach(([lunch, dinner, kcal], i) => {
            const dishId = idOf.get(seedMealKey(slot === 'Lunch' ? lunch : dinner, kcal));
            const weekday = MONDAY_FIRST_INDEXES[i];
            if (dishId && weekday !== undefined) week[weekday] = { dishId, alternatives: [] };
          });
          return {
            planId,
            mealOption,
            slot,
            startDate: SEED_ROTATION_START,
            weeks: 1,
            days: [week],
          };
        }),
      ),
    );
    await tx.insert(menuRotations).values(rotations).onConflictDoNothing();
  });
}
