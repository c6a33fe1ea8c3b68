// The admin "View Calendar" modal (SPEC §2.15, §5 admin rule). Unlike the customer rule it also
// shows the skipped days, walks further (90 days) and must cope with whatever an old stored row
// holds, so every input is checked and a bad row gives an empty calendar instead of an error.

import { addDays, type IsoDate, toIndiaDate, weekdayIndex } from './dates.ts';
import { parseSelectedDays } from './weekdays.ts';

/** The walk gives up after this many calendar days (SPEC §9). */
export const ADMIN_CALENDAR_LIMIT = 90;

export interface AdminCalendarInput {
  /** 'YYYY-MM-DD', a full ISO timestamp or a Date; read as the India calendar date. */
  startDate: unknown;
  /** Weekday names (full or 3-letter, any case) as an array or a comma-separated string. */
  selectedDays: readonly unknown[] | string | null | undefined;
  days: unknown;
  deliveryDates?: readonly unknown[] | null;
}

export interface AdminCalendarDay {
  date: IsoDate;
  /** true shows a tick (a delivery), false a cross (a skipped day). */
  delivery: boolean;
}

// Rows written by older clients may hold the count as text ('21').
function dayCount(days: unknown): number {
  if (typeof days === 'number') return days;
  if (typeof days === 'string' && /^\s*\d+\s*$/.test(days)) return Number(days);
  return Number.NaN;
}

export function walkAdminCalendar({
  startDate,
  selectedDays,
  days,
  deliveryDates,
}: AdminCalendarInput): AdminCalendarDay[] {
  if (Array.isArray(deliveryDates) && deliveryDates.length > 0) {
    return deliveryDates.flatMap((value) => {
      const date = toIndiaDate(value);
      return date === undefined ? [] : [{ date, delivery: true }];
    });
  }
  const start = toIndiaDate(startDate);
  const selected = new Set(parseSelectedDays(selectedDays));
  const wanted = dayCount(days);
  if (start === undefined || selected.size === 0 || !(wanted > 0)) return [];

  const calendar: AdminCalendarDay[] = [];
  let deliveries = 0;
  for (let offset = 0; offset < ADMIN_CALENDAR_LIMIT && deliveries < wanted; offset++) {
    const date = addDays(start, offset);
    const delivery = selected.has(weekdayIndex(date));
    if (delivery) deliveries++;
    calendar.push({ date, delivery });
  }
  return calendar;
}

/**
 * Why walkAdminCalendar gave nothing for a row without deliveryDates, for the warning the spec
 * says is logged; undefined when the row is usable.
 */
export function adminCalendarProblem({
  startDate,
  selectedDays,
  days,
  deliveryDates,
}: AdminCalendarInput): string | undefined {
  if (Array.isArray(deliveryDates) && deliveryDates.length > 0) return undefined;
  if (toIndiaDate(startDate) === undefined) return 'invalid startDate';
  if (parseSelectedDays(selectedDays).length === 0) return 'no recognised selectedDays';
  if (!(dayCount(days) > 0)) return 'days must be above 0';
  return undefined;
}
