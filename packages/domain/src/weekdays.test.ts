import { describe, expect, it } from 'vitest';
import {
  MONDAY_FIRST,
  MONDAY_FIRST_INDEXES,
  parseSelectedDays,
  parseWeekday,
  sortMondayFirst,
  WEEKDAY_SHORT,
  WEEKDAYS,
  weekdayName,
} from './weekdays.ts';

describe('WEEKDAYS', () => {
  it('is indexed like getDay: Sunday 0 … Saturday 6', () => {
    // 2025-03-16 is a Sunday: each name is checked against the calendar, not restated.
    const names = WEEKDAYS.map((_, i) => {
      const day = new Date(Date.UTC(2025, 2, 16 + i));
      expect(day.getUTCDay()).toBe(i);
      return day.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    });
    expect(WEEKDAYS).toEqual(names);
    expect(WEEKDAYS).toHaveLength(7);
    expect(WEEKDAY_SHORT).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('lists Monday to Sunday for menus (§2.14)', () => {
    // WEEKDAYS is pinned name by name above; Monday first is the same names with Sunday moved last.
    expect(MONDAY_FIRST).toEqual([...WEEKDAYS.slice(1), 'Sunday']);
    expect(MONDAY_FIRST_INDEXES).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(sortMondayFirst([0, 3, 1, 6])).toEqual([1, 3, 6, 0]);
  });

  it('names an index, wrapping past the week', () => {
    expect(weekdayName(0)).toBe('Sunday');
    expect(weekdayName(6)).toBe('Saturday');
    expect(weekdayName(7)).toBe('Sunday');
    expect(weekdayName(-1)).toBe('Saturday');
  });
});

describe('parseWeekday (§5: full name or first three letters, any case)', () => {
  it.each([
    ['Sunday', 0],
    ['monday', 1],
    ['TUESDAY', 2],
    ['Wed', 3],
    ['thu', 4],
    [' Fri ', 5],
    ['SAT', 6],
  ])('%j → %i', (name, index) => {
    expect(parseWeekday(name)).toBe(index);
  });

  it.each(['', 'Mo', 'Mond', 'Tues', 'Thur', 'Sundays', 'Funday', 'M'])('rejects %j', (name) => {
    expect(parseWeekday(name)).toBeUndefined();
  });

  it('rejects a non-string at run time', () => {
    expect(parseWeekday(1 as unknown as string)).toBeUndefined();
  });
});

describe('parseSelectedDays (§3 admin: array or comma-separated string)', () => {
  it('reads an array of full names', () => {
    expect(parseSelectedDays(['Monday', 'Wednesday', 'Friday'])).toEqual([1, 3, 5]);
  });

  it('reads a comma-separated string of abbreviations with spaces', () => {
    expect(parseSelectedDays('Mon, wed ,FRI')).toEqual([1, 3, 5]);
  });

  it('drops repeats and unrecognised entries', () => {
    expect(parseSelectedDays(['Mon', 'Monday', 'Funday', '', 'sun'])).toEqual([1, 0]);
    expect(parseSelectedDays(['Tue', 3, null] as unknown as string[])).toEqual([2]);
  });

  it('gives [] for nothing usable', () => {
    expect(parseSelectedDays(undefined)).toEqual([]);
    expect(parseSelectedDays(null)).toEqual([]);
    expect(parseSelectedDays('')).toEqual([]);
    expect(parseSelectedDays([])).toEqual([]);
    expect(parseSelectedDays('someday')).toEqual([]);
  });
});
