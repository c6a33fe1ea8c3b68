import { REFUND_MSG, refundAboveLimitMessage } from '@fitthali/domain/refund-messages';
import { refundCeiling } from '@fitthali/domain/refunds';
import { describe, expect, it } from 'vitest';
import { checkRefundForm } from './refund-form';

const paid = refundCeiling(2940, [], 0);

describe('the Refund form', () => {
  it('accepts a whole amount up to what is left, with a reason', () => {
    expect(checkRefundForm('1500', 'Cold lunches', paid)).toEqual({
      amount: 1500,
      amountProblem: null,
      reasonProblem: null,
    });
    expect(checkRefundForm('2940', 'All of it', paid).amountProblem).toBeNull();
  });

  it('says what is wrong with the amount in the server’s words', () => {
    expect(checkRefundForm('', 'x', paid).amountProblem).toBe(REFUND_MSG.amountNotWhole);
    expect(checkRefundForm('10.5', 'x', paid).amountProblem).toBe(REFUND_MSG.amountNotWhole);
    expect(checkRefundForm('0', 'x', paid).amountProblem).toBe(REFUND_MSG.amountNotPositive);
    expect(checkRefundForm('-5', 'x', paid).amountProblem).toBe(REFUND_MSG.amountNotPositive);
    expect(checkRefundForm('2941', 'x', paid).amountProblem).toBe(refundAboveLimitMessage(paid));
  });

  it('asks for a written reason', () => {
    expect(checkRefundForm('100', '   ', paid).reasonProblem).toBe(REFUND_MSG.reasonRequired);
  });

  it('keeps within the ceiling: ₹1,743 paid, ₹996 given as meal credits leaves ₹747', () => {
    const ceiling = refundCeiling(1743, [], 996);
    expect(checkRefundForm('747', 'Goodwill', ceiling).amountProblem).toBeNull();
    expect(checkRefundForm('1743', 'All', ceiling).amountProblem).toBe(
      'A refund cannot be more than ₹747: ₹1,743 paid, less ₹996 given as meal credits for this order.',
    );
  });
});
