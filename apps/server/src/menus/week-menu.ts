import { addDays, compareIsoDates, type IsoDate } from '@fitthali/domain/dates';
import type { Locale } from '@fitthali/domain/i18n/locales';
import { KITCHEN_SLOTS, MEAL_OPTIONS, type MealOption, type PlanId } from '@fitthali/domain/plans';
import {
  type MenuDish,
  type PlannedMeal,
  type WeekMenu,
  weekMenuOf,
} from '@fitthali/domain/week-menu';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dishes } from '../db/schema/dishes.ts';
import { type DishAnswer, dishAnswer } from './dish-answer.ts';
import { type MenuKey, menuKeyOf, plannedMenus } from './menu-of-date.ts';

/** One date and slot of a published menu, as GET /api/menu answers it (issue 26's contract). */
export interface MenuDayAnswer {
  date: IsoDate;
  slot: (typeof KITCHEN_SLOTS)[number];
  dish: DishAnswer;
  alternatives: DishAnswer[];
}

/**
 * What a plan's menus serve from `from` to `to` (inclusive), per meal option: each date and slot
 * with a dish planned (the date's own row, else its rotation; `plannedMenus`), with the default
 * dish and the alternatives as every API answers a dish, by date then lunch before dinner. A date
 * and slot with nothing planned is absent: the screens say "Chef's choice". One read for the
 * storefront's pages and the public GET /api/menu. Dishes are named in `locale` (issue 27).
 */
export async function publishedMenus(
  db: Db,
  planId: string,
  mealOptions: readonly MealOption[],
  from: IsoDate,
  to: IsoDate,
  locale: Locale = 'en',
): Promise<Map<MealOption, MenuDayAnswer[]>> {
  const keys: MenuKey[] = mealOptions.flatMap((mealOption) =>
    KITCHEN_SLOTS.map((slot) => ({ planId, mealOption, slot })),
  );
  const planned = await plannedMenus(db, keys, from, to);
  const ids = new Set<string>();
  for (const byDate of planned.values()) {
    for (const day of byDate.values()) {
      ids.add(day.dishId);
      for (const id of day.alternatives) ids.add(id);
    }
  }
  const rows = ids.size
    ? await db
        .select()
        .from(dishes)
        .where(inArray(dishes.id, [...ids]))
    : [];
  const answers = new Map(rows.map((row) => [row.id, dishAnswer(row, locale)]));

  const menus = new Map<MealOption, MenuDayAnswer[]>();
  for (const mealOption of mealOptions) {
    const days: MenuDayAnswer[] = [];
    for (let date = from; compareIsoDates(date, to) <= 0; date = addDays(date, 1)) {
      for (const slot of KITCHEN_SLOTS) {
        const day = planned.get(menuKeyOf({ planId, mealOption, slot }))?.get(date);
        const dish = day && answers.get(day.dishId);
        if (!day || !dish) continue;
        const alternatives = day.alternatives
          .map((id) => answers.get(id))
          .filter((answer): answer is DishAnswer => answer !== undefined);
        days.push({ date, slot, dish, alternatives });
      }
    }
    menus.set(mealOption, days);
  }
  return menus;
}

/** One menu (plan × meal option) from `from` to `to`: what GET /api/menu answers as `days`. */
export async function publishedMenu(
  db: Db,
  planId: string,
  mealOption: MealOption,
  from: IsoDate,
  to: IsoDate,
  locale: Locale = 'en',
): Promise<MenuDayAnswer[]> {
  return (await publishedMenus(db, planId, [mealOption], from, to, locale)).get(mealOption) ?? [];
}

/** The part of a dish the menu pages show (the page carries it, so it carries no more). */
function menuDish(dish: DishAnswer): MenuDish {
  return {
    name: dish.name,
    calories: dish.calories,
    photo: dish.photo,
    illustration: dish.illustration,
  };
}

/**
 * The plan's week from Monday `weekStart`, Veg and Non-Veg, as the storefront's menu pages and
 * plan pages show it (decision 176), in `locale`: an `/or/` page's week names its days, months and
 * dishes in Odia (issue 27).
 */
export async function weekMenu(
  db: Db,
  planId: PlanId,
  weekStart: IsoDate,
  locale: Locale = 'en',
): Promise<WeekMenu> {
  const end = addDays(weekStart, 6);
  const menus = await publishedMenus(db, planId, MEAL_OPTIONS, weekStart, end, locale);
  const meals: Partial<Record<MealOption, PlannedMeal[]>> = {};
  for (const [mealOption, days] of menus) {
    meals[mealOption] = days.map(({ date, slot, dish }) => ({ date, slot, dish: menuDish(dish) }));
  }
  return weekMenuOf(planId, weekStart, meals, locale);
}
