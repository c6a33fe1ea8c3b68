import { describe, expect, it } from 'vitest';
import { financialYearAt, financialYearOf, serialNumber } from './invoice-numbering.ts';

describe('financial year (April to March, India time)', () => {
  it('31 March is the old year and 1 April the new one', () => {
    expect(financialYearOf('2027-03-31')).toEqual({
      startYear: 2026,
      label: '2026-27',
      code: '2627',
    });
    expect(financialYearOf('2027-04-01')).toEqual({
      startYear: 2027,
      label: '2027-28',
      code: '2728',
    });
    expect(financialYearOf('2099-12-31').code).toBe('9900');
  });

  it('judges the instant in India: 31 March 18:30 UTC is already 1 April', () => {
    expect(financialYearAt(new Date('2027-03-31T18:29:59Z')).code).toBe('2627');
    expect(financialYearAt(new Date('2027-03-31T18:30:00Z')).code).toBe('2728');
  });
});

describe('serialNumber', () => {
  const year = financialYearOf('2026-11-26');

  it('numbers each kind in its own series', () => {
    expect(serialNumber('FT', 'invoice', year, 1)).toBe('FT/2627/00001');
    expect(serialNumber('FT', 'credit_note', year, 42)).toBe('FT/C2627/00042');
  });

  it('stays within 16 characters for a 3-character prefix up to 999,999', () => {
    expect(serialNumber('ABC', 'credit_note', year, 999_999)).toBe('ABC/C2627/999999');
    expect(serialNumber('ABC', 'credit_note', year, 999_999)).toHaveLength(16);
    expect(() => serialNumber('ABC', 'credit_note', year, 1_000_000)).toThrow(RangeError);
    expect(() => serialNumber('FT', 'invoice', year, 0)).toThrow(RangeError);
  });
});
