import { describe, expect, it } from 'vitest';
import {
  missedCreditCutWhy,
  missedNoCreditLine,
  nothingLeftToRefundMessage,
  refundAboveLimitMessage,
  refundCeilingWhy,
} from './refund-messages.ts';
import {
  checkRefundAmount,
  missedMealCredit,
  REFUND_MAX_ATTEMPTS,
  type RefundLine,
  refundCeiling,
  refundRetryDelayMs,
  rupeesToPaise,
} from './refunds.ts';

const ceiling = (paid: number, refunds: RefundLine[] = [], credited = 0) =>
  refundCeiling(paid, refunds, credited);

describe('refundCeiling (issue 25 point 4)', () => {
  it('is the whole payment when nothing was refunded or credited', () => {
    expect(ceiling(2_940)).toEqual({ paid: 2_940, refunded: 0, credited: 0, refundable: 2_940 });
  });

  it('takes off pending, processed and credited refunds, but not failed ones', () => {
    expect(
      ceiling(2_940, [
        { amount: 1_000, status: 'processed' },
        { amount: 500, status: 'pending' },
        { amount: 200, status: 'credited' },
        { amount: 1_240, status: 'failed' },
      ]).refundable,
    ).toBe(1_240);
  });

  it('takes off the meal credits of a cancel after the start: ₹1,743 paid, ₹996 credited', () => {
    expect(ceiling(1_743, [], 996)).toEqual({
      paid: 1_743,
      refunded: 0,
      credited: 996,
      refundable: 747,
    });
    expect(checkRefundAmount(1_743, ceiling(1_743, [], 996))).toMatchObject({
      ok: false,
      problem: 'above-refundable',
    });
    expect(checkRefundAmount(747, ceiling(1_743, [], 996))).toMatchObject({ ok: true });
  });

  it('takes off a missed meal’s credit: ₹1,743 paid, ₹249 credited leaves ₹1,494', () => {
    expect(ceiling(1_743, [], 249).refundable).toBe(1_494);
    expect(checkRefundAmount(1_743, ceiling(1_743, [], 249))).toMatchObject({
      ok: false,
      problem: 'above-refundable',
      ceiling: { refundable: 1_494 },
    });
  });

  it('never goes below zero', () => {
    expect(ceiling(100, [{ amount: 150, status: 'processed' }]).refundable).toBe(0);
    expect(ceiling(1_743, [{ amount: 1_000, status: 'processed' }], 996).refundable).toBe(0);
  });
});

describe('checkRefundAmount', () => {
  it('allows a partial refund and says what was left', () => {
    expect(checkRefundAmount(1_000, ceiling(2_940))).toEqual({
      ok: true,
      amount: 1_000,
      ceiling: ceiling(2_940),
    });
  });

  it('allows the full payment to the rupee', () => {
    expect(checkRefundAmount(2_940, ceiling(2_940))).toMatchObject({ ok: true, amount: 2_940 });
  });

  it('refuses more than was paid', () => {
    expect(checkRefundAmount(2_941, ceiling(2_940))).toMatchObject({
      ok: false,
      problem: 'above-refundable',
      ceiling: { refundable: 2_940 },
    });
  });

  it('refuses more than is left after earlier refunds', () => {
    const earlier = [{ amount: 2_000, status: 'pending' as const }];
    expect(checkRefundAmount(1_000, ceiling(2_940, earlier))).toMatchObject({
      ok: false,
      problem: 'above-refundable',
      ceiling: { refundable: 940 },
    });
    expect(checkRefundAmount(940, ceiling(2_940, earlier))).toMatchObject({ ok: true });
  });

  it('says nothing is left once everything was refunded or credited', () => {
    const all = [{ amount: 2_940, status: 'processed' as const }];
    expect(checkRefundAmount(1, ceiling(2_940, all))).toMatchObject({
      ok: false,
      problem: 'nothing-left',
    });
    expect(checkRefundAmount(1, ceiling(1_743, [], 1_743))).toMatchObject({
      ok: false,
      problem: 'nothing-left',
    });
  });

  it('counts a failed refund as money still to refund', () => {
    const failed = [{ amount: 2_940, status: 'failed' as const }];
    expect(checkRefundAmount(2_940, ceiling(2_940, failed))).toMatchObject({ ok: true });
  });

  it('refuses zero, negative and fractional amounts', () => {
    expect(checkRefundAmount(0, ceiling(2_940))).toMatchObject({ problem: 'not-positive' });
    expect(checkRefundAmount(-5, ceiling(2_940))).toMatchObject({ problem: 'not-positive' });
    expect(checkRefundAmount(10.5, ceiling(2_940))).toMatchObject({ problem: 'not-whole' });
  });
});

describe('the ceiling’s sentences', () => {
  it('say the maximum and why, to the rupee', () => {
    expect(refundAboveLimitMessage(ceiling(1_743, [], 996))).toBe(
      'A refund cannot be more than ₹747: ₹1,743 paid, less ₹996 given as meal credits for this order.',
    );
    expect(refundCeilingWhy(ceiling(1_743, [{ amount: 1_000, status: 'processed' }], 249))).toBe(
      '₹1,743 paid, less ₹1,000 already refunded and ₹249 given as meal credits for this order',
    );
    expect(refundCeilingWhy(ceiling(1_743))).toBe('₹1,743 paid');
    expect(
      nothingLeftToRefundMessage(ceiling(1_743, [{ amount: 1_743, status: 'processed' }])),
    ).toBe('Nothing is left to refund on this order: ₹1,743 paid, less ₹1,743 already refunded.');
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

describe('missedMealCredit (decision 154): a missed meal’s credit keeps to the refund ceiling', () => {
  it('is the meal’s whole value while the order has that much left', () => {
    expect(missedMealCredit(249, ceiling(1_743, [], 249))).toMatchObject({
      value: 249,
      mealValue: 249,
      cut: false,
    });
  });

  it('is nothing after a full refund, and says why to the admin and the customer', () => {
    const credit = missedMealCredit(249, ceiling(1_743, [{ amount: 1_743, status: 'processed' }]));
    expect(credit).toMatchObject({ value: 0, mealValue: 249, cut: true });
    expect(missedCreditCutWhy(credit)).toBe(
      'No meal credit: nothing is left of what was paid for this order (₹1,743 paid, less ₹1,743 already refunded).',
    );
    expect(missedNoCreditLine(credit.ceiling)).toBe(
      'What you paid for this order (₹1,743) has already come back to you: ₹1,743 refunded. So no meal credit is added for this meal.',
    );
  });

  it('is what is left when that is less than the meal: ₹1,743 − ₹1,500 refunded − ₹200 credited', () => {
    const credit = missedMealCredit(
      249,
      ceiling(1_743, [{ amount: 1_500, status: 'pending' }], 200),
    );
    expect(credit).toMatchObject({ value: 43, cut: true });
    expect(missedCreditCutWhy(credit)).toBe(
      'A meal credit of ₹43, not ₹249: only that is left of what was paid for this order (₹1,743 paid, less ₹1,500 already refunded and ₹200 given as meal credits for this order).',
    );
  });

  it('counts a failed refund as money not given back', () => {
    expect(missedMealCredit(249, ceiling(1_743, [{ amount: 1_743, status: 'failed' }])).value).toBe(
      249,
    );
  });
});
