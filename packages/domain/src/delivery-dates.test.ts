import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_SCAN_LIMIT,
  consecutiveWeekdays,
  generateDeliveryDates,
} from './delivery-dates.ts';
import { dayCountMismatchMessage } from './order-messages.ts';

// 2026-11-23 is a Monday.
const MONDAY = '2026-11-23';

describe('generateDeliveryDates (§5 customer rule)', () => {
  it('takes selected weekdays from the start date inclusive', () => {
    expect(
      generateDeliveryDates({
        startDate: MONDAY,
        selectedDays: ['Monday', 'Wednesday', 'Friday'],
        days: 7,
      }),
    ).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
      '2026-12-07',
    ]);
  });

  it('gives consecutive days when every weekday is selected', () => {
    const dates = generateDeliveryDates({
      startDate: MONDAY,
      selectedDays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      days: 21,
    });
    expect(dates).toHaveLength(21);
    expect(dates[0]).toBe('2026-11-23');
    expect(dates[20]).toBe('2026-12-13');
  });

  it('skips the start date when its weekday is not selected', () => {
    expect(generateDeliveryDates({ startDate: MONDAY, selectedDays: ['Tue'], days: 2 })).toEqual([
      '2026-11-24',
      '2026-12-01',
    ]);
  });

  it('scans at most 60 calendar days: only Monday for 28 days yields 9 dates', () => {
    expect(CUSTOMER_SCAN_LIMIT).toBe(60);
    const dates = generateDeliveryDates({ startDate: MONDAY, selectedDays: ['Monday'], days: 28 });
    expect(dates).toHaveLength(9);
    expect(dates.at(-1)).toBe('2027-01-18');
  });

  it('counts the 60 days from the start date, not the first delivery', () => {
    // From a Tuesday the Mondays fall on days 6, 13, … 55 of the scan.
    expect(
      generateDeliveryDates({ startDate: '2026-11-24', selectedDays: ['Mon'], days: 28 }),
    ).toHaveLength(8);
  });

  it('accepts a comma-separated string and any case', () => {
    expect(generateDeliveryDates({ startDate: MONDAY, selectedDays: 'sat, SUN', days: 3 })).toEqual(
      ['2026-11-28', '2026-11-29', '2026-12-05'],
    );
  });

  it('gives [] for an invalid start, no recognised days or no days', () => {
    expect(
      generateDeliveryDates({ startDate: '2026-02-30', selectedDays: ['Mon'], days: 7 }),
    ).toEqual([]);
    expect(generateDeliveryDates({ startDate: MONDAY, selectedDays: ['Funday'], days: 7 })).toEqual(
      [],
    );
    expect(generateDeliveryDates({ startDate: MONDAY, selectedDays: [], days: 7 })).toEqual([]);
    expect(generateDeliveryDates({ startDate: MONDAY, selectedDays: ['Mon'], days: 0 })).toEqual(
      [],
    );
  });
});

describe('consecutiveWeekdays (3 day trial, §2.10 and §4)', () => {
  it('starts at the start date weekday', () => {
    expect(consecutiveWeekdays(MONDAY, 3)).toEqual(['Monday', 'Tuesday', 'Wednesday']);
  });

  it('wraps from Saturday to Sunday', () => {
    expect(consecutiveWeekdays('2026-11-27', 3)).toEqual(['Friday', 'Saturday', 'Sunday']);
  });

  it('gives dates that generateDeliveryDates turns into 3 consecutive days', () => {
    const selectedDays = consecutiveWeekdays('2026-11-27', 3);
    expect(generateDeliveryDates({ startDate: '2026-11-27', selectedDays, days: 3 })).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('gives [] for a count of 0', () => {
    expect(consecutiveWeekdays(MONDAY, 0)).toEqual([]);
  });
});

describe('dayCountMismatchMessage (§5, §8)', () => {
  it('reads exactly as the spec', () => {
    expect(dayCountMismatchMessage(5, 3)).toBe('You selected 5 days but plan requires 3 days');
  });
});
