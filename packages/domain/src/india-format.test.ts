import { describe, expect, it } from 'vitest';
import { formatIndiaDate, formatRupees } from './india-format.ts';

describe('formatRupees: the one rupee formatter (issue 25 point 7)', () => {
  it('groups whole rupees the Indian way: the last three digits, then pairs', () => {
    expect(formatRupees(7)).toBe('₹7');
    expect(formatRupees(249)).toBe('₹249');
    expect(formatRupees(2456)).toBe('₹2,456');
    expect(formatRupees(12_345)).toBe('₹12,345');
    expect(formatRupees(123_456)).toBe('₹1,23,456');
    expect(formatRupees(1_234_567)).toBe('₹12,34,567');
    expect(formatRupees(123_456_789)).toBe('₹12,34,56,789');
  });

  it('says zero and negative amounts plainly', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(-0)).toBe('₹0');
    expect(formatRupees(-250)).toBe('-₹250');
    expect(formatRupees(-123_456)).toBe('-₹1,23,456');
  });

  it('prints paise with two decimals for tax documents', () => {
    expect(formatRupees(95_238, 'paise')).toBe('₹952.38');
    expect(formatRupees(12_345_670, 'paise')).toBe('₹1,23,456.70');
    expect(formatRupees(5, 'paise')).toBe('₹0.05');
    expect(formatRupees(0, 'paise')).toBe('₹0.00');
    expect(formatRupees(-250, 'paise')).toBe('-₹2.50');
  });

  it('agrees with en-IN currency formatting where the platform has it', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    for (const n of [0, 9, 999, 1000, 99_999, 100_000, 2_104, 9_876_543]) {
      expect(formatRupees(n)).toBe(intl.format(n));
    }
  });
});

describe('formatIndiaDate', () => {
  it('names the India day whatever the machine’s zone', () => {
    expect(formatIndiaDate('2026-01-20')).toBe('Tue, 20 Jan');
  });
});
