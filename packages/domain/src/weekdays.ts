// Weekday names as customers pick them and as stored subscriptions hold them (SPEC §3: full names
// or 3-letter abbreviations, as an array or a comma-separated string).

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 'Sun' … 'Sat', index as in WEEKDAYS. */
export const WEEKDAY_SHORT = WEEKDAYS.map((day) => day.slice(0, 3)) as readonly string[];

/** Menus and day pickers list the week Monday to Sunday (SPEC §2.14). */
export const MONDAY_FIRST_INDEXES: readonly number[] = [1, 2, 3, 4, 5, 6, 0];
export const MONDAY_FIRST: readonly Weekday[] = MONDAY_FIRST_INDEXES.map(weekdayName);

export function weekdayName(index: number): Weekday {
  const name = WEEKDAYS[((index % 7) + 7) % 7];
  if (name === undefined) throw new RangeError(`Not a weekday index: ${index}`);
  return name;
}

/** Index 0–6 for a full name or its first three letters, any case; otherwise undefined. */
export function parseWeekday(name: string): number | undefined {
  if (typeof name !== 'string') return undefined;
  const wanted = name.trim().toLowerCase();
  const index = WEEKDAYS.findIndex((day) => {
    const full = day.toLowerCase();
    return wanted === full || wanted === full.slice(0, 3);
  });
  return index === -1 ? undefined : index;
}

/**
 * The recognised weekday indexes in a stored or submitted selection, in first-seen order without
 * repeats. Unrecognised entries are dropped rather than failing the whole selection, because old
 * rows hold whatever the client of the day sent.
 */
export function parseSelectedDays(value: readonly unknown[] | string | null | undefined): number[] {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const seen = new Set<number>();
  for (const item of items) {
    const index = typeof item === 'string' ? parseWeekday(item) : undefined;
    if (index !== undefined) seen.add(index);
  }
  return [...seen];
}

/** Sorts weekday indexes Monday first, Sunday last, for display. */
export function sortMondayFirst(indexes: readonly number[]): number[] {
  return [...indexes].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
}
