import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRupees, formatShortDay, formatTime } from './format';

describe('formatDate', () => {
  // Midday UTC keeps the calendar day the same in every time zone the tests may run in.
  it('shows weekday, two-digit day, short month and year the en-IN way', () => {
    expect(formatDate('2025-03-14T12:00:00Z')).toBe('Fri, 14 Mar, 2025');
    expect(formatDate('2025-01-05T12:00:00Z')).toBe('Sun, 05 Jan, 2025');
  });

  it('accepts Date objects and timestamps', () => {
    const date = new Date('2025-03-14T12:00:00Z');
    expect(formatDate(date)).toBe('Fri, 14 Mar, 2025');
    expect(formatDate(date.getTime())).toBe('Fri, 14 Mar, 2025');
  });

  it('returns an empty string for missing or unreadable values', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatRupees', () => {
  it('prefixes the rupee sign and groups digits the Indian way', () => {
    expect(formatRupees(1234)).toBe('₹1,234');
    expect(formatRupees(159)).toBe('₹159');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('never shows paise', () => {
    expect(formatRupees(1234.4)).toBe('₹1,234');
  });
});

describe('India time, whatever the device zone', () => {
  it('shows a moment as the time in India (issue 11: 6:07 am, never 12:37 am)', () => {
    // 00:37 UTC is 06:07 in India.
    expect(formatTime('2026-11-25T00:37:00Z')).toBe('06:07 am');
    expect(formatDateTime('2026-11-25T00:37:00Z')).toBe('Wed, 25 Nov, 2026, 06:07 am');
    // 20:00 UTC on the 24th is already the 25th in India.
    expect(formatDate('2026-11-24T20:00:00Z')).toBe('Wed, 25 Nov, 2026');
  });

  it('reads a stored calendar day as that day in India', () => {
    expect(formatDate('2025-03-14')).toBe('Fri, 14 Mar, 2025');
    expect(formatShortDay('2025-03-03')).toBe('Mon, 03 Mar');
    expect(formatShortDay('not a date')).toBe('');
    expect(formatTime('')).toBe('');
  });
});
