import { describe, expect, it } from 'vitest';
import { ADMIN_CALENDAR_LIMIT, adminCalendarProblem, walkAdminCalendar } from './admin-calendar.ts';

// 2026-11-23 is a Monday.
const MONDAY = '2026-11-23';

describe('walkAdminCalendar with deliveryDates (§5)', () => {
  it('shows each supplied date as a delivery, whatever the other fields hold', () => {
    expect(
      walkAdminCalendar({
        startDate: undefined,
        selectedDays: undefined,
        days: 0,
        deliveryDates: ['2026-11-23', '2026-11-25T18:30:00.000Z', new Date('2026-11-27T00:00:00Z')],
      }),
    ).toEqual([
      { date: '2026-11-23', delivery: true },
      { date: '2026-11-26', delivery: true },
      { date: '2026-11-27', delivery: true },
    ]);
  });

  it('skips a supplied value that is not a date', () => {
    expect(
      walkAdminCalendar({
        startDate: MONDAY,
        selectedDays: 'Mon',
        days: 1,
        deliveryDates: ['soon', '2026-11-24'],
      }),
    ).toEqual([{ date: '2026-11-24', delivery: true }]);
  });

  it('walks the week when the list is empty', () => {
    expect(
      walkAdminCalendar({ startDate: MONDAY, selectedDays: ['Mon'], days: 1, deliveryDates: [] }),
    ).toEqual([{ date: MONDAY, delivery: true }]);
  });
});

describe('walkAdminCalendar walk (§5 admin rule)', () => {
  it('ticks selected weekdays and crosses the rest until days deliveries', () => {
    expect(
      walkAdminCalendar({ startDate: MONDAY, selectedDays: ['Monday', 'Wednesday'], days: 3 }),
    ).toEqual([
      { date: '2026-11-23', delivery: true },
      { date: '2026-11-24', delivery: false },
      { date: '2026-11-25', delivery: true },
      { date: '2026-11-26', delivery: false },
      { date: '2026-11-27', delivery: false },
      { date: '2026-11-28', delivery: false },
      { date: '2026-11-29', delivery: false },
      { date: '2026-11-30', delivery: true },
    ]);
  });

  it('crosses leading days before the first selected weekday', () => {
    const calendar = walkAdminCalendar({ startDate: MONDAY, selectedDays: ['Thu'], days: 1 });
    expect(calendar.map((day) => day.delivery)).toEqual([false, false, false, true]);
  });

  it('stops after 90 days examined: only Monday for 28 days gives 13 deliveries', () => {
    expect(ADMIN_CALENDAR_LIMIT).toBe(90);
    const calendar = walkAdminCalendar({ startDate: MONDAY, selectedDays: ['Monday'], days: 28 });
    expect(calendar).toHaveLength(90);
    expect(calendar.filter((day) => day.delivery)).toHaveLength(13);
    expect(calendar.at(-1)?.date).toBe('2027-02-20');
  });

  it('matches full names and 3-letter abbreviations in any case', () => {
    const full = walkAdminCalendar({
      startDate: MONDAY,
      selectedDays: ['TUESDAY', 'friday'],
      days: 4,
    });
    const short = walkAdminCalendar({ startDate: MONDAY, selectedDays: ['tue', 'FRI'], days: 4 });
    expect(short).toEqual(full);
    expect(full.filter((day) => day.delivery).map((day) => day.date)).toEqual([
      '2026-11-24',
      '2026-11-27',
      '2026-12-01',
      '2026-12-04',
    ]);
  });

  it('reads a comma-separated string', () => {
    const calendar = walkAdminCalendar({
      startDate: MONDAY,
      selectedDays: 'Mon, Tue,Wed',
      days: 3,
    });
    expect(calendar).toEqual([
      { date: '2026-11-23', delivery: true },
      { date: '2026-11-24', delivery: true },
      { date: '2026-11-25', delivery: true },
    ]);
  });

  it('takes a stored timestamp as the India calendar date', () => {
    // 18:30 UTC on the 22nd is midnight of the 23rd in India.
    const calendar = walkAdminCalendar({
      startDate: '2026-11-22T18:30:00.000Z',
      selectedDays: ['Mon'],
      days: 1,
    });
    expect(calendar).toEqual([{ date: MONDAY, delivery: true }]);
  });

  it('accepts a day count stored as text', () => {
    expect(walkAdminCalendar({ startDate: MONDAY, selectedDays: 'Mon', days: '2' })).toHaveLength(
      8,
    );
  });

  it.each([
    ['no start date', { startDate: undefined, selectedDays: ['Mon'], days: 3 }],
    ['an impossible start date', { startDate: '2026-02-30', selectedDays: ['Mon'], days: 3 }],
    ['a start date that is not a date', { startDate: 'next week', selectedDays: ['Mon'], days: 3 }],
    ['no selected days', { startDate: MONDAY, selectedDays: [], days: 3 }],
    ['only unrecognised days', { startDate: MONDAY, selectedDays: 'Funday, Mo', days: 3 }],
    ['missing selected days', { startDate: MONDAY, selectedDays: undefined, days: 3 }],
    ['zero days', { startDate: MONDAY, selectedDays: ['Mon'], days: 0 }],
    ['negative days', { startDate: MONDAY, selectedDays: ['Mon'], days: -2 }],
    ['days that are not a number', { startDate: MONDAY, selectedDays: ['Mon'], days: 'many' }],
    ['days missing', { startDate: MONDAY, selectedDays: ['Mon'], days: undefined }],
  ])('is empty for %s', (_, input) => {
    expect(walkAdminCalendar(input)).toEqual([]);
    expect(adminCalendarProblem(input)).toEqual(expect.any(String));
  });

  it('reports no problem for a usable row', () => {
    expect(
      adminCalendarProblem({ startDate: MONDAY, selectedDays: 'Mon', days: 3 }),
    ).toBeUndefined();
    expect(
      adminCalendarProblem({
        startDate: null,
        selectedDays: null,
        days: 0,
        deliveryDates: [MONDAY],
      }),
    ).toBeUndefined();
  });
});
