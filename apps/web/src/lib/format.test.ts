import { describe, expect, it } from 'vitest';
import { formatDate, formatRupees } from './format';

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
