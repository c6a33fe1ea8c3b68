import { REFUND_MSG, refundAboveLimitMessage } from '@fitthali/domain/refund-messages';
import type { RefundCeiling } from '@fitthali/domain/refunds';

export interface RefundFormCheck {
  amount: number;
  amountProblem: string | null;
  reasonProblem: string | null;
}

/**
 * What the Refund form says is wrong before anything is sent, in the server's own sentences; the
 * server checks again under the order's lock, so this is only a preview.
 */
export function checkRefundForm(
  amountText: string,
  reason: string,
  ceiling: RefundCeiling,
): RefundFormCheck {
  const amount = Number(amountText);
  let amountProblem: string | null = null;
  if (amountText.trim() === '' || !Number.isInteger(amount)) {
    amountProblem = REFUND_MSG.amountNotWhole;
  } else if (amount < 1) {
    amountProblem = REFUND_MSG.amountNotPositive;
  } else if (amount > ceiling.refundable) {
    amountProblem = refundAboveLimitMessage(ceiling);
  }
  return {
    amount,
    amountProblem,
    reasonProblem: reason.trim() === '' ? REFUND_MSG.reasonRequired : null,
  };
}
