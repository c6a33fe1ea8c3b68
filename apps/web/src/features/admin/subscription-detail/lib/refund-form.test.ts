import { REFUND_MSG, refundAboveLimitMessage } from '@fitthali/domain/refund-messages';
import { describe, expect, it } from 'vitest';
import { checkRefundForm } from './refund-form';

describe('the Refund form', () => {
  it('accepts a whole amount up to what is left, with a reason', () => {
    expect(checkRefundForm('1500', 'Cold lunches', 2940)).toEqual({
      amount: 1500,
      amountProblem: null,
      reasonProblem: null,
    });
    expect(checkRefundForm('2940', 'All of it', 2940).amountProblem).toBeNull();
  });

  it('says what is wrong with the amount in the server’s words', () => {
    expect(checkRefundForm('', 'x', 2940).amountProblem).toBe(REFUND_MSG.amountNotWhole);
    expect(checkRefundForm('10.5', 'x', 2940).amountProblem).toBe(REFUND_MSG.amountNotWhole);
    expect(checkRefundForm('0', 'x', 2940).amountProblem).toBe(REFUND_MSG.amountNotPositive);
    expect(checkRefundForm('-5', 'x', 2940).amountProblem).toBe(REFUND_MSG.amountNotPositive);
    expect(checkRefundForm('2941', 'x', 2940).amountProblem).toBe(refundAboveLimitMessage(2940));
  });

  it('asks for a written reason', () => {
    expect(checkRefundForm('100', '   ', 2940).reasonProblem).toBe(REFUND_MSG.reasonRequired);
  });
});
