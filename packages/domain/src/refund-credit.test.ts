import { describe, expect, it } from 'vitest';
import { refundCreditValues } from './refund-credit.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('refundCreditValues', () => {
  it('turns a whole refund into the order’s meals at their values', () => {
    expect(refundCreditValues(1200, 1200, 10)).toEqual(Array(10).fill(120));
  });

  it('splits an uneven amount so the lots add up to it exactly', () => {
    const values = refundCreditValues(1000, 1000, 7);
    expect(values).toHaveLength(7);
    expect(sum(values)).toBe(1000);
    expect(values[0]).toBe(143);
    expect(values[6]).toBe(142);
  });

  it('gives a partial refund the meals it buys at the average value', () => {
    const values = refundCreditValues(500, 1200, 10);
    expect(values).toHaveLength(4);
    expect(sum(values)).toBe(500);
  });

  it('gives at least one meal, never more than the order had, each worth a rupee or more', () => {
    expect(refundCreditValues(10, 1200, 10)).toEqual([10]);
    expect(refundCreditValues(3, 1, 10)).toEqual([1, 1, 1]);
    expect(refundCreditValues(900, 0, 0)).toEqual([900]);
  });

  it('refuses an amount that is not a refund', () => {
    expect(() => refundCreditValues(0, 100, 1)).toThrow(RangeError);
    expect(() => refundCreditValues(1.5, 100, 1)).toThrow(RangeError);
  });
});
