// When the kitchen must know about a meal: every new order and every change to a delivery has to
// arrive a notice period before that meal's delivery window opens. The windows and the notice are
// the operator's delivery settings (issue 13 point 2, decision 66); the defaults are issue 11's
// 24 hours before 12:30 and 19:30 India time. India has no daylight saving, so a fixed +05:30
// offset is exact.
import type { CutoffHours } from './cutoff-notice.ts';
import { addDays, compareIsoDates, type IsoDate, isIsoDate, todayInIndia } from './dates.ts';
import {
  canChangeAt,
  DEFAULT_CUTOFF_HOURS,
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
  slotSetting,
} from './delivery-settings.ts';
import { ORDER_MSG, startDateTooSoonMessage } from './order-messages.ts';
import type { Slot } from './plans.ts';

export type Meal = 'Lunch' | 'Dinner';

/** The kitchen's default notice before a meal's slot; the operator may set another per slot. */
export const DEFAULT_NOTICE_HOURS = DEFAULT_CUTOFF_HOURS;

/** How far ahead a plan may start; the kitchen plans about two months out (decision 21). */
export const MAX_START_DAYS_AHEAD = 60;

/** When each slot's delivery window opens by default, India time (decision 43). */
export const SLOT_STARTS: Readonly<Record<Meal, { hour: number; minute: number }>> = {
  Lunch: { hour: 12, minute: 30 },
  Dinner: { hour: 19, minute: 30 },
};

/** Each slot's cut-off hours: what the storefront's sentences quote (cutoff-notice.ts). */
export function cutoffHoursOf(settings: DeliverySettings): CutoffHours {
  return {
    Lunch: slotSetting(settings, 'Lunch').cutoffHours,
    Dinner: slotSetting(settings, 'Dinner').cutoffHours,
  };
}

/** The first meal a slot delivers on a day: Lunch + Dinner starts with lunch. */
export function firstMeal(slot: Slot): Meal {
  return slot === 'Dinner' ? 'Dinner' : 'Lunch';
}

/** The instant a meal's slot opens on an India calendar day. */
export function mealStartsAt(date: IsoDate, meal: Meal): Date {
  const { hour, minute } = SLOT_STARTS[meal];
  const hh = String(hour).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  return new Date(`${date}T${hh}:${mm}:00+05:30`);
}

/** The last instant the kitchen accepts an order or a change for that meal. */
export function cutOffFor(date: IsoDate, meal: Meal, noticeHours = DEFAULT_NOTICE_HOURS): Date {
  return new Date(mealStartsAt(date, meal).getTime() - noticeHours * 3_600_000);
}

/** Whether a meal on that day can still be ordered or changed at `now`, at the default windows. */
export function isBeforeCutOff(
  date: IsoDate,
  meal: Meal,
  now: Date = new Date(),
  noticeHours = DEFAULT_NOTICE_HOURS,
): boolean {
  return now.getTime() < cutOffFor(date, meal, noticeHours).getTime();
}

/**
 * The notice a new order of this slot needs before its first day: the longest of the day's meals,
 * which is the one that binds unless a slot's window and cut-off are set far apart.
 */
export function startNoticeHours(
  slot: Slot,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): number {
  return Math.max(...mealsOf(slot).map((meal) => slotSetting(settings, meal).cutoffHours));
}

/**
 * The first day a new order for this slot can start: every meal of that day still ahead of its
 * cut-off under the operator's settings, exactly as a skip of that meal would be judged.
 */
export function earliestStartDate(
  slot: Slot,
  now: Date = new Date(),
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): IsoDate {
  const meals = mealsOf(slot);
  let date = todayInIndia(now);
  while (!meals.every((meal) => canChangeAt(date, meal, now, settings))) date = addDays(date, 1);
  return date;
}

/** The last day a new order may start. */
export function latestStartDate(now: Date = new Date()): IsoDate {
  return addDays(todayInIndia(now), MAX_START_DAYS_AHEAD);
}

/**
 * Why a start date cannot be ordered for, in the customer's words, or null when it can. The same
 * function, with the same settings, decides on the confirm page and on the server (the authority,
 * on its own clock). A proposed date (a renewal's) is judged like a picked one.
 */
export function startDateProblem(
  startDate: unknown,
  slot: Slot,
  now: Date = new Date(),
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): string | null {
  if (!isIsoDate(startDate)) return ORDER_MSG.invalidStartDate;
  if (compareIsoDates(startDate, todayInIndia(now)) < 0) return ORDER_MSG.startDateInPast;
  const earliest = earliestStartDate(slot, now, settings);
  if (compareIsoDates(startDate, earliest) < 0) {
    return startDateTooSoonMessage(earliest, startNoticeHours(slot, settings));
  }
  if (compareIsoDates(startDate, latestStartDate(now)) > 0) return ORDER_MSG.startDateTooFar;
  return null;
}

/** The meals a slot delivers on each day. */
export function mealsOf(slot: Slot): Meal[] {
  return slot === 'Lunch + Dinner' ? ['Lunch', 'Dinner'] : [firstMeal(slot)];
}

/** Meals of an order whose slot has not begun yet: what cancelling it now takes away. */
export function mealsRemaining(
  deliveryDates: readonly string[],
  slot: Slot,
  now: Date = new Date(),
): number {
  let remaining = 0;
  for (const date of deliveryDates) {
    if (!isIsoDate(date)) continue;
    for (const meal of mealsOf(slot)) {
      if (mealStartsAt(date, meal).getTime() > now.getTime()) remaining += 1;
    }
  }
  return remaining;
}

/**
 * The share of what was paid that belongs to meals not delivered, in whole rupees: rounded down,
 * so the refunds of an order can never add up to more than it cost.
 */
export function unusedMealsAmount(totalPrice: number, totalMeals: number, unused: number): number {
  if (totalMeals <= 0 || unused <= 0) return 0;
  return Math.floor((totalPrice * Math.min(unused, totalMeals)) / totalMeals);
}
