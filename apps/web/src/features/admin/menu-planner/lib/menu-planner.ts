import { addDays } from '@fitthali/domain/dates';
import { DIET_LABELS } from '@fitthali/domain/dishes';
import { dietFitsMenu } from '@fitthali/domain/menu-diet';
import type { MenuChoice } from '@fitthali/domain/menu-rotation';
import type { MealOption } from '@fitthali/domain/plans';
import type { MenuSource, PlannerDish, RotationAnswer } from '../api/types';

/** How the planner names where a date's menu comes from. */
export const SOURCE_LABELS: Readonly<Record<MenuSource | 'none', string>> = {
  override: 'Set by hand',
  copy: 'Copied',
  rotation: 'Rotation',
  none: 'Nothing planned',
};

/** The dishes a menu may take, by the diet rule the server keeps (menu-diet.ts). */
export function fittingDishes(
  dishes: readonly PlannerDish[],
  menu: { mealOption: MealOption; eggFriendly: boolean },
): PlannerDish[] {
  return dishes.filter((dish) => dietFitsMenu(dish.diet, menu));
}

/** "Rajma, brown rice · 520 kcal · Egg": what a picker shows for a dish. */
export function dishOptionLabel(dish: Pick<PlannerDish, 'name' | 'calories' | 'diet'>): string {
  const parts = [dish.name];
  if (dish.calories !== null) parts.push(`${dish.calories} kcal`);
  if (dish.diet !== 'veg') parts.push(DIET_LABELS[dish.diet]);
  return parts.join(' · ');
}

export type RotationCell = MenuChoice | null;

/** A week with nothing planned. */
export const emptyWeek = (): RotationCell[] => Array<RotationCell>(7).fill(null);

/**
 * What the rotation editor starts from for a start date and a number of weeks: the rotation then
 * in force (the latest to start on or before it), its weeks repeated as the menu repeats them when
 * more are asked for; empty weeks when none is in force.
 */
export function rotationDraft(
  rotations: readonly RotationAnswer[],
  startDate: string,
  weeks: number,
): RotationCell[][] {
  const inForce = rotations.filter((rotation) => rotation.startDate <= startDate).at(-1);
  return Array.from({ length: weeks }, (_, week) => {
    const source = inForce?.days[week % inForce.weeks];
    return source ? source.map((cell) => (cell ? { ...cell } : null)) : emptyWeek();
  });
}

/** The Monday a week after (or before, for -1) the week of `monday`. */
export const weekAfter = (monday: string, weeks = 1) => addDays(monday, 7 * weeks);
