import { describe, expect, it } from 'vitest';
import { formatRate, gstOnTop, paiseOf, taxSplit, taxSplitOfCharge } from './gst.ts';

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
  it('prints a rate from basis points', () => {
    expect(formatRate(250)).toBe('2.5%');
  });
});

describe('gstOnTop: GST added to a price that excludes it (decision 124)', () => {
  it('adds nothing when prices include GST (the default)', () => {
    expect(gstOnTop(1743, true)).toBe(0);
  });

  it('adds 5 % rounded half up to the rupee', () => {
    expect(gstOnTop(1000, false)).toBe(50);
    // 1743 × 5 % = 87.15 → 87; 1750 × 5 % = 87.5 → 88 (half up); 1749 → 87.45 → 87.
    expect(gstOnTop(1743, false)).toBe(87);
    expect(gstOnTop(1750, false)).toBe(88);
    expect(gstOnTop(1749, false)).toBe(87);
    expect(gstOnTop(10, false)).toBe(1); // 0.5 → 1
    expect(gstOnTop(9, false)).toBe(0); // 0.45 → 0
    expect(gstOnTop(0, false)).toBe(0);
  });

  it('is within half a rupee of 5 % for every price', () => {
    for (let taxable = 0; taxable <= 20000; taxable += 3) {
      expect(Math.abs(gstOnTop(taxable, false) - taxable * 0.05)).toBeLessThanOrEqual(0.5);
    }
  });

  it('refuses a fraction of a rupee or a negative price', () => {
    expect(() => gstOnTop(1.5, false)).toThrow(RangeError);
    expect(() => gstOnTop(-1, true)).toThrow(RangeError);
  });
});

describe('taxSplitOfCharge: the split of money from a charge with GST added on top', () => {
  it('states the whole charge exactly: taxable + CGST + SGST is what was charged', () => {
    for (let taxable = 0; taxable <= 20000; taxable += 7) {
      const gst = gstOnTop(taxable, false);
      const charged = paiseOf(taxable + gst);
      const split = taxSplitOfCharge(charged, { totalPaise: charged, gstPaise: paiseOf(gst) });
      expect(split).toEqual({
        taxablePaise: paiseOf(taxable),
        cgstPaise: paiseOf(gst) / 2,
        sgstPaise: paiseOf(gst) / 2,
        totalPaise: charged,
      });
    }
  });

  it('an odd rupee of GST splits into two equal halves with paise: ₹87 is ₹43.50 + ₹43.50', () => {
    const split = taxSplitOfCharge(paiseOf(1830), { totalPaise: paiseOf(1830), gstPaise: 8700 });
    expect(split).toEqual({
      taxablePaise: 174300,
      cgstPaise: 4350,
      sgstPaise: 4350,
      totalPaise: 183000,
    });
  });

  it('a part of the charge (a refund, the cash kept) carries the same share of tax, and adds up', () => {
    // ₹1,050 charged with ₹50 GST; ₹525 refunded is half: ₹500 + ₹12.50 + ₹12.50.
    const charge = { totalPaise: paiseOf(1050), gstPaise: paiseOf(50) };
    expect(taxSplitOfCharge(paiseOf(525), charge)).toEqual({
      taxablePaise: 50000,
      cgstPaise: 1250,
      sgstPaise: 1250,
      totalPaise: 52500,
    });
    for (let rupees = 0; rupees <= 1050; rupees += 1) {
      const split = taxSplitOfCharge(paiseOf(rupees), charge);
      expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(paiseOf(rupees));
      expect(split.cgstPaise).toBe(split.sgstPaise);
    }
  });

  it('nothing charged means no tax', () => {
    expect(taxSplitOfCharge(0, { totalPaise: 0, gstPaise: 0 }).cgstPaise).toBe(0);
  });
});
