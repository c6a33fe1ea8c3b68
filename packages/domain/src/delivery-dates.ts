// Which calendar days a customer's meals arrive on (SPEC §5, customer rule). The confirm page shows
// these and sends them; the server regenerates them to check the payload.

import { addDays, type IsoDate, isIsoDate, weekdayIndex } from './dates.ts';
import { parseSelectedDays, type Weekday, weekdayName } from './weekdays.ts';

/** The customer rule stops looking after this many calendar days (SPEC §9). */
export const CUSTOMER_SCAN_LIMIT = 60;

export interface DeliveryDatesInput {
  startDate: IsoDate;
  /** Weekday names, full or 3-letter, any case; unrecognised names are ignored. */
  selectedDays: readonly string[] | string;
  /** How many deliveries the plan needs. */
  days: number;
}

/**
 * From the start date (inclusive), every date whose weekday is selected, until `days` dates are
 * found or CUSTOMER_SCAN_LIMIT calendar days have been looked at. The cap means a sparse
 * selection (one weekday for 28 days) yields fewer dates than asked for; that is the spec's rule.
 */
export function generateDeliveryDates({
  startDate,
  selectedDays,
  days,
}: DeliveryDatesInput): IsoDate[] {
  const selected = new Set(parseSelectedDays(selectedDays));
  if (!isIsoDate(startDate) || selected.size === 0 || !(days > 0)) return [];
  const dates: IsoDate[] = [];
  for (let offset = 0; offset < CUSTOMER_SCAN_LIMIT && dates.length < days; offset++) {
    const date = addDays(startDate, offset);
    if (selected.has(weekdayIndex(date))) dates.push(date);
  }
  return dates;
}

/**
 * The 3 day trial's days (SPEC §2.10, §4): `count` consecutive weekday names starting at the start
 * date's weekday, wrapping past Saturday to Sunday.
 */
export function consecutiveWeekdays(startDate: IsoDate, count: number): Weekday[] {
  const first = weekdayIndex(startDate);
  return Array.from({ length: Math.max(0, count) }, (_, i) => weekdayName(first + i));
}

/**
 * The first selected weekday strictly after `after`: where a skipped or paused meal goes when it
 * moves to the end of its plan (issue 13). Throws when no weekday is selected.
 */
export function nextSelectedDate(
  after: IsoDate,
  selectedDays: readonly string[] | string,
): IsoDate {
  const selected = new Set(parseSelectedDays(selectedDays));
  if (selected.size === 0) throw new RangeError('No weekday is selected');
  let date = addDays(after, 1);
  while (!selected.has(weekdayIndex(date))) date = addDays(date, 1);
  return date;
}
