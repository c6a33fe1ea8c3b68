// The shape rules of a menu day and of a rotation as the operator sends them (issue 26 point 3),
// shared by the planner's form and the server. Which dishes may go on which menu is the diet rule
// (menu-diet.ts); whether a dish is still usable is the catalogue's, read by the server.
import { earliestStartDate } from './cut-off.ts';
import { addDays, type IsoDate } from './dates.ts';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from './delivery-settings.ts';
import { MAX_MENU_RANGE_DAYS, MENU_MSG } from './menu-messages.ts';
import { MAX_ALTERNATIVES, type MenuChoice, mondayOf, rangeLength } from './menu-rotation.ts';
import type { KitchenSlot } from './plans.ts';
import { MONDAY_FIRST_INDEXES } from './weekdays.ts';

/** Why a day's default and alternatives cannot be saved together, or undefined. */
export function menuChoiceProblem(choice: MenuChoice): string | undefined {
  if (choice.alternatives.length > MAX_ALTERNATIVES) return MENU_MSG.tooManyAlternatives;
  if (new Set(choice.alternatives).size !== choice.alternatives.length) {
    return MENU_MSG.duplicateAlternative;
  }
  if (choice.alternatives.includes(choice.dishId)) return MENU_MSG.defaultAmongAlternatives;
  return undefined;
}

/** A rotation week as the planner and the API write it: Monday first, as the kitchen plans. */
export type MondayFirstWeek = readonly (MenuChoice | null)[];

/**
 * The API's weeks (Monday … Sunday) as the stored rotation reads them (`days[week][weekday]`,
 * 0 = Sunday, as `Date` counts): Monday's cell is stored at 1, Sunday's at 0.
 */
export function storedRotationDays(weeks: readonly MondayFirstWeek[]): (MenuChoice | null)[][] {
  return weeks.map((week) => {
    const stored: (MenuChoice | null)[] = Array(7).fill(null);
    MONDAY_FIRST_INDEXES.forEach((weekday, i) => {
      const cell = week[i];
      stored[weekday] = cell ? { dishId: cell.dishId, alternatives: [...cell.alternatives] } : null;
    });
    return stored;
  });
}

/** A stored rotation's weeks turned back to Monday first. */
export function mondayFirstRotationDays(
  stored: readonly (readonly (MenuChoice | null)[])[],
): (MenuChoice | null)[][] {
  return stored.map((week) => MONDAY_FIRST_INDEXES.map((weekday) => week[weekday] ?? null));
}

/**
 * The first date whose meals of `slot` a customer may still change: a menu from it on can be
 * replaced quietly (the customer sees the new dish on their plan page); an earlier date is being
 * cooked for, so changing it needs a reason and tells the customers affected. The same cut-off a
 * skip is judged by (delivery-settings.ts).
 */
export function firstOpenMenuDate(
  slot: KitchenSlot,
  now: Date,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): IsoDate {
  return earliestStartDate(slot, now, settings);
}

/** The Monday-to-Sunday week `date` falls in. */
export function weekAround(date: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = mondayOf(date);
  return { from, to: addDays(from, 6) };
}

/**
 * The dates a menu read covers: the Monday-to-Sunday week of `today` (India) unless asked; with
 * only `from`, to the end of its week; with only `to`, from the start of its week. A backwards or
 * longer-than-a-month range is answered with its sentence.
 */
export function menuRange(
  asked: { from?: IsoDate; to?: IsoDate },
  today: IsoDate,
): { from: IsoDate; to: IsoDate } | { problem: string } {
  const from = asked.from ?? mondayOf(asked.to ?? today);
  const to = asked.to ?? weekAround(from).to;
  if (to < from) return { problem: MENU_MSG.rangeBackwards };
  if (rangeLength(from, to) > MAX_MENU_RANGE_DAYS) return { problem: MENU_MSG.rangeTooLong };
  return { from, to };
}
