// The week of a plan's published menu as the storefront shows it (issue 26 point 7): Monday to
// Sunday in India, each day's lunch and dinner for Veg and Non-Veg. The server builds it from the
// menus, renders the pages' HTML from it and writes it into the page, and the browser renders the
// very same markup from it, so hydration finds what the server sent.
import { addDays, type IsoDate, weekdayIndex } from './dates.ts';
import type { DishPhoto } from './dish-photo.ts';
import { monthName, weekdayName as weekdayIn } from './i18n/calendar.ts';
import type { Locale } from './i18n/locales.ts';
import { mondayOf } from './menu-rotation.ts';
import { type KitchenSlot, MEAL_OPTIONS, type MealOption, type PlanId } from './plans.ts';
import { type Weekday, weekdayName } from './weekdays.ts';

/** What a menu page shows of a dish: the part of the dish answer it renders, nothing more. */
export interface MenuDish {
  name: string;
  /** kcal per serving; null on a dish whose figure is not known. */
  calories: number | null;
  photo: DishPhoto | null;
  illustration: string | null;
}

/** A day of one menu: null for a meal with no dish planned ("Chef's choice"). */
export interface WeekMenuDay {
  date: IsoDate;
  /** The weekday's name in the page's language ('Monday', 'ସୋମବାର'). */
  day: Weekday | string;
  lunch: MenuDish | null;
  dinner: MenuDish | null;
}

export interface WeekMenu {
  planId: PlanId;
  /** The Monday the week starts on. */
  weekStart: IsoDate;
  /**
   * '11–17 May 2026'. Written here, like each day's name, so the pages render the week without
   * date code of their own (the menu page's JavaScript budget).
   */
  label: string;
  /** Seven days per meal option, Monday first. */
  days: Record<MealOption, WeekMenuDay[]>;
}

/** One planned meal: a date, a slot and the dish it serves. */
export interface PlannedMeal {
  date: IsoDate;
  slot: KitchenSlot;
  dish: MenuDish;
}

/** The Monday of the week the India calendar day `today` falls in: the week the pages show. */
export function weekStartOf(today: IsoDate): IsoDate {
  return mondayOf(today);
}

/** The seven dates of the week starting `weekStart`. */
export function weekDates(weekStart: IsoDate): IsoDate[] {
  return [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(weekStart, n));
}

/**
 * A plan's week from its planned meals per meal option; a meal not planned is null. Its weekdays
 * and label are written in `locale` (Odia from the domain's calendar table, never Intl: issue 27);
 * the dishes come named in it.
 */
export function weekMenuOf(
  planId: PlanId,
  weekStart: IsoDate,
  meals: Partial<Record<MealOption, readonly PlannedMeal[]>>,
  locale: Locale = 'en',
): WeekMenu {
  const dates = weekDates(weekStart);
  const days = {} as Record<MealOption, WeekMenuDay[]>;
  for (const option of MEAL_OPTIONS) {
    const planned = meals[option] ?? [];
    const dish = (date: IsoDate, slot: KitchenSlot) =>
      planned.find((meal) => meal.date === date && meal.slot === slot)?.dish ?? null;
    days[option] = dates.map((date) => ({
      date,
      day: locale === 'or' ? weekdayIn(weekdayIndex(date), 'or') : weekdayName(weekdayIndex(date)),
      lunch: dish(date, 'Lunch'),
      dinner: dish(date, 'Dinner'),
    }));
  }
  return { planId, weekStart, label: weekLabel(weekStart, locale), days };
}

// Spelled out rather than asked of Intl, whose month names depend on the ICU data a runtime ships
// ("Sep" or "Sept").
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

function dayMonth(date: IsoDate, locale: Locale): { day: number; month: string; year: string } {
  const [year = '', month = '', day = ''] = date.split('-');
  const name =
    locale === 'or' ? monthName(Number(month) - 1, 'or') : (MONTHS[Number(month) - 1] ?? '');
  return { day: Number(day), month: name, year };
}

/**
 * '12–18 May 2026', '28 Apr – 4 May 2026', '29 Dec 2025 – 4 Jan 2026'; in Odia the month's name
 * from the calendar table ('12–18 ମଇ 2026'), digits Western (decision 183).
 */
export function weekLabel(weekStart: IsoDate, locale: Locale = 'en'): string {
  const first = dayMonth(weekStart, locale);
  const last = dayMonth(addDays(weekStart, 6), locale);
  if (first.year !== last.year) {
    return `${first.day} ${first.month} ${first.year} – ${last.day} ${last.month} ${last.year}`;
  }
  if (first.month !== last.month) {
    return `${first.day} ${first.month} – ${last.day} ${last.month} ${last.year}`;
  }
  return `${first.day}–${last.day} ${last.month} ${last.year}`;
}
