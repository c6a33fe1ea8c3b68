// "Issue as credit instead" (issue 14 point 5, decision 98): a refund that kept failing becomes
// meal credits worth exactly its amount, so the money the customer was owed is owed in meals.
import { mealValues } from './meal-values.ts';

/**
 * The lot values for `amount` rupees of an order whose `meals` were sold for `soldFor` rupees: as
 * many meals as the amount buys at the order's average meal value (rounded, at least one, never
 * more than the order had), the amount split over them by the one meal-value rule (decision 87),
 * so the lots add up to the amount to the rupee.
 */
export function refundCreditValues(amount: number, soldFor: number, meals: number): number[] {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`Not a refund: ${amount}`);
  const wanted = soldFor > 0 && meals > 0 ? Math.round((amount * meals) / soldFor) : 1;
  const count = Math.max(1, Math.min(wanted, Math.max(meals, 1), amount));
  return mealValues(amount, count);
}
