// Issue 25's customer deleting the account, for the tests of the rule and of its message: both
// speak of the same figures, so a change to one is seen by the other.
import type { AccountClosing } from './account-closing.ts';

/**
 * A started plan of 7 meals at ₹249 (1 delivered, 1 being prepared) ends: 5 meals become credits
 * worth ₹1,245, no money comes back, and with the 7 credits held (₹859) 12 meals are forfeited.
 */
export const STARTED_PLAN_CLOSING: AccountClosing = {
  plans: 1,
  started: 1,
  mealsCancelled: 5,
  stillDelivered: 1,
  refund: 0,
  amountDue: 0,
  fromPlans: { meals: 5, value: 1245 },
  forfeited: { meals: 12, value: 2104 },
};
