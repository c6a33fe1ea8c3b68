import { cancelOutcomeLines } from '@fitthali/domain/cancel-messages';
import type { CancelOutcome } from '@fitthali/domain/cancellation';
import { mealsStillComing } from '@fitthali/domain/still-coming';
import type { OrderSchedule } from '../deliveries/order-schedule.ts';

/**
 * What cancelling an order now would do, as the customer's confirm dialog and the admin's order
 * page show it before anyone confirms (decision 95): counts and rupees, the meals past their
 * cut-off that still come (issue 25 point 3), and the sentences.
 */
export function cancellationAnswer(
  outcome: CancelOutcome,
  order: Pick<OrderSchedule, 'sub' | 'items'>,
  to: 'customer' | 'admin',
) {
  const stillComing = mealsStillComing(order.items, outcome.cancelled);
  return {
    rule: outcome.rule,
    meals: outcome.cancelled.length,
    refund: outcome.refund,
    credits: outcome.credits.length,
    creditsValue: outcome.credits.reduce((sum, c) => sum + c.value, 0),
    creditsBack: outcome.creditsBack.meals,
    amountDue: outcome.amountDue,
    couponReleased: outcome.releaseCoupon && order.sub.couponCode !== null,
    stillComing,
    lines: cancelOutcomeLines({ ...outcome, stillComing }, to),
  };
}
