import { addDays, compareIsoDates, type IsoDate } from '@fitthali/domain/dates';
import {
  canChangeAt,
  changeUntil,
  type DeliverySettings,
  windowOpensAt,
} from '@fitthali/domain/delivery-settings';
import type { Locale } from '@fitthali/domain/i18n/locales';
import { mondayFirstRotationDays } from '@fitthali/domain/menu-choice';
import type { MenuChoice } from '@fitthali/domain/menu-rotation';
import type { Db } from '../db/client.ts';
import type { Dish } from '../db/schema/dishes.ts';
import { type DishAnswer, dishAnswer } from './dish-answer.ts';
import { dishesById } from './menu-dishes.ts';
import { type MenuKey, type MenuSource, menuKeyOf, plannedMenus } from './menu-of-date.ts';
import type { MenuRotation } from './save-rotation.ts';
import { type MenuDayAnswer, publishedMenu } from './week-menu.ts';

/** A dish as the admin planner sees it: the public answer and whether it may still be added. */
export interface AdminDishAnswer extends DishAnswer {
  available: boolean;
  retired: boolean;
}

export function adminDishAnswer(dish: Dish): AdminDishAnswer {
  return { ...dishAnswer(dish), available: dish.available, retired: dish.retiredAt !== null };
}

/** The dishes a set of planned days names, read in one query. */
function dishIdsOf(days: Iterable<MenuChoice>): string[] {
  return [...days].flatMap((day) => [day.dishId, ...day.alternatives]);
}

function answerOf<A>(found: Map<string, Dish>, answer: (dish: Dish) => A) {
  return (day: MenuChoice) => {
    const dish = found.get(day.dishId);
    return {
      dish: dish ? answer(dish) : null,
      alternatives: day.alternatives.flatMap((id) => {
        const alternative = found.get(id);
        return alternative ? [answer(alternative)] : [];
      }),
    };
  };
}

/** One date of a menu in the planner. */
export interface PlannerDay {
  date: IsoDate;
  dish: AdminDishAnswer | null;
  alternatives: AdminDishAnswer[];
  /** Where the date's menu comes from: its own row (by hand or copied), its rotation, or nothing. */
  source: MenuSource | null;
  /** When customers' changes for this date and slot close; a change after needs a reason. */
  changeUntil: string;
  open: boolean;
  /** False once the meal is out for delivery or served: its menu stays as it was. */
  editable: boolean;
}

/** GET /api/admin/menu: every date from `from` to `to` of one menu, planned or not. */
export async function plannerDays(
  db: Db,
  key: MenuKey,
  range: { from: IsoDate; to: IsoDate },
  now: Date,
  settings: DeliverySettings,
): Promise<PlannerDay[]> {
  const byDate = (await plannedMenus(db, [key], range.from, range.to)).get(menuKeyOf(key));
  const planned = [...(byDate?.values() ?? [])];
  const answer = answerOf(await dishesById(db, dishIdsOf(planned)), adminDishAnswer);
  const days: PlannerDay[] = [];
  for (let date = range.from; compareIsoDates(date, range.to) <= 0; date = addDays(date, 1)) {
    const day = byDate?.get(date);
    days.push({
      date,
      ...(day ? answer(day) : { dish: null, alternatives: [] }),
      source: day?.source ?? null,
      changeUntil: changeUntil(date, key.slot, settings).toISOString(),
      open: canChangeAt(date, key.slot, now, settings),
      editable: windowOpensAt(date, key.slot, settings) > now,
    });
  }
  return days;
}

/** One planned meal of the public menu (issue 26's contract). */
/** GET /api/menu's `days`: the one read the storefront's pages use too (week-menu.ts). */
export function publicMenuDays(
  db: Db,
  menu: Omit<MenuKey, 'slot'>,
  range: { from: IsoDate; to: IsoDate },
  locale: Locale,
): Promise<MenuDayAnswer[]> {
  return publishedMenu(db, menu.planId, menu.mealOption, range.from, range.to, locale);
}

/** A rotation as the planner reads it: weeks Monday to Sunday, with the dishes it names. */
export async function rotationAnswers(db: Db, rotations: readonly MenuRotation[]) {
  const cells = rotations.flatMap((rotation) =>
    rotation.days.flat().filter((cell): cell is MenuChoice => cell !== null),
  );
  const found = await dishesById(db, dishIdsOf(cells));
  return {
    rotations: rotations.map((rotation) => ({
      _id: rotation.id,
      startDate: rotation.startDate,
      weeks: rotation.weeks,
      days: mondayFirstRotationDays(rotation.days),
      updatedAt: rotation.updatedAt.toISOString(),
    })),
    dishes: [...found.values()].map(adminDishAnswer),
  };
}
