import { describe, expect, it } from 'vitest';
import { formatPaise, formatRate, paiseOf, taxSplit } from './gst.ts';

describe('taxSplit with prices that include GST (the default)', () => {
  it('carves 5 % out of the total: ₹1,000 is ₹952.38 + ₹23.81 + ₹23.81', () => {
    expect(taxSplit(paiseOf(1000), true)).toEqual({
      taxablePaise: 95238,
      cgstPaise: 2381,
      sgstPaise: 2381,
      totalPaise: 100000,
    });
  });

  it('₹105 is exactly ₹100 + ₹2.50 + ₹2.50', () => {
    expect(taxSplit(10500, true)).toEqual({
      taxablePaise: 10000,
      cgstPaise: 250,
      sgstPaise: 250,
      totalPaise: 10500,
    });
  });

  it('always adds back to the amount received, with CGST equal to SGST, for every rupee amount', () => {
    for (let rupees = 0; rupees <= 20000; rupees += 7) {
      const split = taxSplit(paiseOf(rupees), true);
      expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(paiseOf(rupees));
      expect(split.cgstPaise).toBe(split.sgstPaise);
      // Each half is within half a paisa of taxable × 2.5 %.
      const exactHalf = (paiseOf(rupees) * 2.5) / 105;
      expect(Math.abs(split.cgstPaise - exactHalf)).toBeLessThanOrEqual(0.5);
    }
  });

  it('rounds a half paisa up', () => {
    // ₹0.21 = 21 paise: each half 21 × 2.5/105 = 0.5 paise → 1.
    expect(taxSplit(21, true)).toEqual({
      taxablePaise: 19,
      cgstPaise: 1,
      sgstPaise: 1,
      totalPaise: 21,
    });
  });
});

describe('taxSplit with prices that exclude GST', () => {
  it('adds 2.5 % + 2.5 % on top of the taxable value', () => {
    expect(taxSplit(paiseOf(1000), false)).toEqual({
      taxablePaise: 100000,
      cgstPaise: 2500,
      sgstPaise: 2500,
      totalPaise: 105000,
    });
    // ₹0.99: 2.475 paise each → 2.
    expect(taxSplit(99, false).cgstPaise).toBe(2);
  });

  it('refuses a fraction of a paisa or a negative amount', () => {
    expect(() => taxSplit(1.5, true)).toThrow(RangeError);
    expect(() => taxSplit(-1, false)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('prints rupees with paise, grouped the Indian way', () => {
    expect(formatPaise(95238)).toBe('952.38');
    expect(formatPaise(12345670)).toBe('1,23,456.70');
    expect(formatPaise(5)).toBe('0.05');
    expect(formatPaise(-250)).toBe('-2.50');
    expect(formatRate(250)).toBe('2.5%');
  });
});
