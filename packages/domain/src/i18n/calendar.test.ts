import { describe, expect, it } from 'vitest';
import { formatIndiaDate, formatIndiaDateTime } from '../india-format.ts';
import {
  formatClock,
  formatDay,
  formatDayTime,
  monthName,
  toWesternDigits,
  weekdayName,
} from './calendar.ts';

describe('calendar names', () => {
  it('matches what Node prints for or-IN, day by day and month by month', () => {
    for (let i = 0; i < 7; i++) {
      const day = new Date(Date.UTC(2026, 0, 4 + i, 12));
      const long = new Intl.DateTimeFormat('or-IN', { weekday: 'long', timeZone: 'UTC' });
      const short = new Intl.DateTimeFormat('or-IN', { weekday: 'short', timeZone: 'UTC' });
      expect(weekdayName(i, 'or')).toBe(long.format(day));
      expect(weekdayName(i, 'or', 'short')).toBe(short.format(day));
    }
    for (let m = 0; m < 12; m++) {
      const day = new Date(Date.UTC(2026, m, 4, 12));
      const long = new Intl.DateTimeFormat('or-IN', { month: 'long', timeZone: 'UTC' });
      expect(monthName(m, 'or')).toBe(long.format(day));
    }
  });

  it('writes English days exactly as the en-IN sentences always did', () => {
    for (const date of ['2026-01-21', '2026-02-28', '2026-12-31', '2027-03-01']) {
      expect(formatDay(date, 'en')).toBe(formatIndiaDate(date));
    }
    for (const iso of ['2026-01-21T07:00:00Z', '2026-06-30T18:29:00Z', '2026-06-30T18:31:00Z']) {
      expect(formatDayTime(new Date(iso), 'en')).toBe(formatIndiaDateTime(new Date(iso)));
    }
  });

  it('writes Odia days from its own table, in India time', () => {
    expect(formatDay('2026-01-21', 'or')).toBe('ବୁଧ, 21 ଜାନୁଆରୀ');
    expect(formatDayTime(new Date('2026-01-21T19:00:00Z'), 'or')).toBe('ଗୁରୁ, 22 ଜାନୁଆରୀ, 12:30 am');
    expect(formatClock(new Date('2026-01-21T07:00:00Z'))).toBe('12:30 pm');
  });
});

describe('toWesternDigits', () => {
  it('reads Odia digits as Western ones and leaves the rest', () => {
    expect(toWesternDigits('୯୮୭୬୫୪୩୨୧୦')).toBe('9876543210');
    expect(toWesternDigits('୭୫୧ 0୦୧')).toBe('751 001');
    expect(toWesternDigits('+91 98-7')).toBe('+91 98-7');
  });
});
