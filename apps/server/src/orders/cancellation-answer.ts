import { cancelOutcomeLines } from '@fitthali/domain/cancel-messages';
import type { CancelOutcome } from '@fitthali/domain/cancellation';

/**
 * What cancelling an order now would do, as the customer's confirm dialog and the admin's order
 * page show it before anyone confirms (decision 95): counts and rupees, and the sentences.
 */
export function cancellationAnswer(
  outcome: CancelOutcome,
  couponCode: string | null,
  to: 'customer' | 'admin',
) {
  return {
    rule: outcome.rule,
    meals: outcome.cancelled.length,
    refund: outcome.refund,
    credits: outcome.credits.length,
    creditsValue: outcome.credits.reduce((sum, c) => sum + c.value, 0),
    creditsBack: outcome.creditsBack.meals,
    amountDue: outcome.amountDue,
    couponReleased: outcome.releaseCoupon && couponCode !== null,
    lines: cancelOutcomeLines(outcome, to),
  };
}
