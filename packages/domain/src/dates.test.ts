import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareIsoDates,
  isIsoDate,
  todayInIndia,
  toIndiaDate,
  weekdayIndex,
} from './dates.ts';

describe('todayInIndia', () => {
  it('is already the next day in India at 20:00 UTC (01:30 IST)', () => {
    expect(todayInIndia(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });

  it('changes date at midnight IST, which is 18:30 UTC', () => {
    expect(todayInIndia(new Date('2026-11-21T18:29:59.999Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('crosses a year end', () => {
    expect(todayInIndia(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
  });

  it('defaults to now', () => {
    expect(isIsoDate(todayInIndia())).toBe(true);
  });
});

describe('isIsoDate', () => {
  it.each(['2026-11-22', '2024-02-29', '2026-12-31', '2000-01-01'])('accepts %s', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-11-31',
    '2026-1-5',
    '2026-11-22T00:00:00Z',
    ' 2026-11-22',
    '22-11-2026',
    '',
    20261122,
    null,
    undefined,
  ])('rejects %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('addDays', () => {
  it('moves across month, leap day and year boundaries', () => {
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    expect(addDays('2026-11-22', 9)).toBe('2026-12-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('ignores daylight-saving shifts because none exist in UTC', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('throws on a malformed date rather than inventing one', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('weekdayIndex', () => {
  it('numbers Sunday 0 to Saturday 6', () => {
    expect(weekdayIndex('2026-11-22')).toBe(0);
    expect(weekdayIndex('2026-11-23')).toBe(1);
    expect(weekdayIndex('2026-11-28')).toBe(6);
    expect(weekdayIndex('2024-02-29')).toBe(4);
  });
});

describe('compareIsoDates', () => {
  it('orders dates', () => {
    expect(compareIsoDates('2026-11-22', '2026-11-23')).toBeLessThan(0);
    expect(compareIsoDates('2026-12-01', '2026-11-30')).toBeGreaterThan(0);
    expect(compareIsoDates('2026-11-22', '2026-11-22')).toBe(0);
    expect(['2026-12-01', '2026-01-05', '2026-11-22'].sort(compareIsoDates)).toEqual([
      '2026-01-05',
      '2026-11-22',
      '2026-12-01',
    ]);
  });
});

describe('toIndiaDate', () => {
  it('keeps a plain date', () => {
    expect(toIndiaDate('2026-11-22')).toBe('2026-11-22');
    expect(toIndiaDate(' 2026-11-22 ')).toBe('2026-11-22');
  });

  it('reads a timestamp with a zone as the India date of that instant', () => {
    expect(toIndiaDate('2026-11-21T20:00:00Z')).toBe('2026-11-22');
    expect(toIndiaDate('2026-11-21T18:30:00.000Z')).toBe('2026-11-22');
    expect(toIndiaDate('2026-11-21T18:29:59.999Z')).toBe('2026-11-21');
    expect(toIndiaDate('2026-11-22T00:00:00.000Z')).toBe('2026-11-22');
    expect(toIndiaDate('2026-11-22T01:00:00+05:30')).toBe('2026-11-22');
    expect(toIndiaDate('2026-11-21T23:00:00-0500')).toBe('2026-11-22');
    expect(toIndiaDate('2026-11-21t20:00:00z')).toBe('2026-11-22');
  });

  it('reads a timestamp without a zone by its date part', () => {
    expect(toIndiaDate('2026-11-22T23:59:00')).toBe('2026-11-22');
    expect(toIndiaDate('2026-11-22 08:00')).toBe('2026-11-22');
  });

  it('reads a Date as an instant', () => {
    expect(toIndiaDate(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(toIndiaDate(new Date('nonsense'))).toBeUndefined();
  });

  it.each(['', 'tomorrow', '2026-02-30T10:00:00Z', '2026-11-22T25:00:00Z', 1795291200000, null])(
    'gives undefined for %j',
    (value) => {
      expect(toIndiaDate(value)).toBeUndefined();
    },
  );
});
