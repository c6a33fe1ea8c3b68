import { describe, expect, it } from 'vitest';
import {
  checkRefundAmount,
  REFUND_MAX_ATTEMPTS,
  refundableAmount,
  refundRetryDelayMs,
  rupeesToPaise,
} from './refunds.ts';

describe('refundableAmount', () => {
  it('is the whole payment when nothing was refunded', () => {
    expect(refundableAmount(2_940, [])).toBe(2_940);
  });

  it('takes off pending and processed refunds, but not failed ones', () => {
    expect(
      refundableAmount(2_940, [
        { amount: 1_000, status: 'processed' },
        { amount: 500, status: 'pending' },
        { amount: 1_440, status: 'failed' },
      ]),
    ).toBe(1_440);
  });

  it('never goes below zero', () => {
    expect(refundableAmount(100, [{ amount: 150, status: 'processed' }])).toBe(0);
  });
});

describe('checkRefundAmount', () => {
  it('allows a partial refund and says what was left', () => {
    expect(checkRefundAmount(1_000, 2_940, [])).toEqual({
      ok: true,
      amount: 1_000,
      refundable: 2_940,
    });
  });

  it('allows the full payment to the rupee', () => {
    expect(checkRefundAmount(2_940, 2_940, [])).toMatchObject({ ok: true, amount: 2_940 });
  });

  it('refuses more than was paid', () => {
    expect(checkRefundAmount(2_941, 2_940, [])).toEqual({
      ok: false,
      problem: 'above-refundable',
      refundable: 2_940,
    });
  });

  it('refuses more than is left after earlier refunds', () => {
    const earlier = [{ amount: 2_000, status: 'pending' as const }];
    expect(checkRefundAmount(1_000, 2_940, earlier)).toEqual({
      ok: false,
      problem: 'above-refundable',
      refundable: 940,
    });
    expect(checkRefundAmount(940, 2_940, earlier)).toMatchObject({ ok: true });
  });

  it('says nothing is left once everything was refunded', () => {
    const all = [{ amount: 2_940, status: 'processed' as const }];
    expect(checkRefundAmount(1, 2_940, all)).toMatchObject({ ok: false, problem: 'nothing-left' });
  });

  it('counts a failed refund as money still to refund', () => {
    const failed = [{ amount: 2_940, status: 'failed' as const }];
    expect(checkRefundAmount(2_940, 2_940, failed)).toMatchObject({ ok: true });
  });

  it('refuses zero, negative and fractional amounts', () => {
    expect(checkRefundAmount(0, 2_940, [])).toMatchObject({ ok: false, problem: 'not-positive' });
    expect(checkRefundAmount(-5, 2_940, [])).toMatchObject({ ok: false, problem: 'not-positive' });
    expect(checkRefundAmount(10.5, 2_940, [])).toMatchObject({ ok: false, problem: 'not-whole' });
  });
});

describe('rupeesToPaise', () => {
  it('multiplies whole rupees by 100 and refuses fractions', () => {
    expect(rupeesToPaise(2_940)).toBe(294_000);
    expect(() => rupeesToPaise(1.5)).toThrow();
  });
});

describe('refundRetryDelayMs', () => {
  it('doubles from one minute and stops at an hour', () => {
    expect(refundRetryDelayMs(1)).toBe(60_000);
    expect(refundRetryDelayMs(2)).toBe(120_000);
    expect(refundRetryDelayMs(4)).toBe(480_000);
    expect(refundRetryDelayMs(20)).toBe(3_600_000);
  });

  it('gives up after a bounded number of attempts', () => {
    expect(REFUND_MAX_ATTEMPTS).toBeGreaterThan(1);
    expect(REFUND_MAX_ATTEMPTS).toBeLessThanOrEqual(10);
  });
});
