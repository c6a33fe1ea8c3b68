// Planning a month of menus in minutes (issue 26 point 3): a rotation is a template of weekdays
// repeated over N weeks; applied to a range of dates it fills each date from the template, leaving
// the dates the operator set by hand (overrides) as they are. "Copy last week" moves a week's
// dates on by seven days.
import { addDays, compareIsoDates, type IsoDate, weekdayIndex } from './dates.ts';

/** One day of the template: the default dish and up to three alternatives. */
export interface MenuChoice {
  dishId: string;
  alternatives: string[];
}

export const MAX_ALTERNATIVES = 3;
export const MAX_ROTATION_WEEKS = 8;
/** The longest range one apply fills: about three months, what the kitchen plans ahead. */
export const MAX_FILL_DAYS = 93;

export interface Rotation {
  /** Any date in the rotation's first week; weeks run Monday to Sunday. */
  startDate: IsoDate;
  /** Weeks in one cycle (1 = the same week every week). */
  weeks: number;
  /** `days[week][weekday]`: week 0 … weeks−1, weekday 0 = Sunday … 6 = Saturday, as `Date`. */
  days: (MenuChoice | null)[][];
}

export interface MenuDate extends MenuChoice {
  date: IsoDate;
}

/** The Monday of the week `date` falls in. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, -((weekdayIndex(date) + 6) % 7));
}

function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The template's day for `date`, or undefined before the rotation starts or on a day left empty. */
export function rotationChoiceFor(rotation: Rotation, date: IsoDate): MenuChoice | undefined {
  const elapsed = daysBetween(mondayOf(rotation.startDate), date);
  if (elapsed < 0 || rotation.weeks < 1) return undefined;
  const week = Math.floor(elapsed / 7) % rotation.weeks;
  return rotation.days[week]?.[weekdayIndex(date)] ?? undefined;
}

/**
 * The dates from `from` to `to` (inclusive) the rotation fills, each with its choice: every date
 * the template has a dish for, except those in `overrides` (set by hand, which a rotation never
 * overwrites).
 */
export function fillFromRotation(
  rotation: Rotation,
  from: IsoDate,
  to: IsoDate,
  overrides: ReadonlySet<IsoDate> = new Set(),
): MenuDate[] {
  const filled: MenuDate[] = [];
  for (let date = from; compareIsoDates(date, to) <= 0; date = addDays(date, 1)) {
    if (overrides.has(date)) continue;
    const choice = rotationChoiceFor(rotation, date);
    if (choice)
      filled.push({ date, dishId: choice.dishId, alternatives: [...choice.alternatives] });
  }
  return filled;
}

/** A week's menu dates moved on by seven days: "copy last week" onto the week after it. */
export function copyWeekForward(week: readonly MenuDate[]): MenuDate[] {
  return week.map((day) => ({
    date: addDays(day.date, 7),
    dishId: day.dishId,
    alternatives: [...day.alternatives],
  }));
}

/** Days from `from` to `to` inclusive (0 when `to` is before `from`). */
export function rangeLength(from: IsoDate, to: IsoDate): number {
  return Math.max(0, daysBetween(from, to) + 1);
}
