// The profile's 'Meal Progress' (issue 13 point 4, decision 77): how far the customer's running
// plans are, in meals, so a plan just bought reads "0 of 42 delivered, 42 to come", never "used up".
import { compareIsoDates, type IsoDate } from './dates.ts';
import { formatIndiaDate } from './india-format.ts';

/** One plan's meals, as its deliveries count them. */
export interface PlanMeals {
  /** Meals the order was bought for (a Lunch + Dinner day is two). */
  bought: number;
  delivered: number;
  /** Still scheduled: to be cooked and delivered. */
  remaining: number;
  /** The day of its last delivery not skipped. */
  endDate: IsoDate | null;
}

export interface PlanProgress extends PlanMeals {
  /** Delivered of bought, 0–100, rounded down so a plan shows 100 only when every meal is in. */
  percent: number;
  plans: number;
}

/** The running plans' meals together; the end date is the last of their end dates. */
export function planProgress(plans: readonly PlanMeals[]): PlanProgress {
  let bought = 0;
  let delivered = 0;
  let remaining = 0;
  let endDate: IsoDate | null = null;
  for (const plan of plans) {
    bought += Math.max(0, plan.bought);
    delivered += Math.max(0, plan.delivered);
    remaining += Math.max(0, plan.remaining);
    if (plan.endDate && (endDate === null || compareIsoDates(plan.endDate, endDate) > 0)) {
      endDate = plan.endDate;
    }
  }
  const share = bought > 0 ? Math.floor((Math.min(delivered, bought) / bought) * 100) : 0;
  return { bought, delivered, remaining, endDate, percent: share, plans: plans.length };
}

/** "12 of 42 meals delivered", for the gauge's text and its screen-reader value. */
export function deliveredText(progress: Pick<PlanMeals, 'bought' | 'delivered'>): string {
  return `${progress.delivered} of ${progress.bought} ${progress.bought === 1 ? 'meal' : 'meals'} delivered`;
}

/** "30 meals to come" / "1 meal to come". */
export function remainingText(remaining: number): string {
  return `${remaining} ${remaining === 1 ? 'meal' : 'meals'} to come`;
}

const mealsWord = (n: number) => `${n} ${n === 1 ? 'meal' : 'meals'}`;

/**
 * A cancelled plan's meals in a line, for the profile's card (decision 152): what was delivered,
 * what still comes after the cancellation (meals past their cut-off) and the day of its real last
 * meal, which the API's `endDate` reads from the deliveries; never the last day it was bought for.
 * "2 meals delivered · 3 meals still coming, the last on Wed, 21 Jan"; "5 meals delivered · last
 * meal Tue, 20 Jan"; "Cancelled before its first meal".
 */
export function cancelledPlanText(
  meals: Pick<PlanMeals, 'delivered' | 'remaining'>,
  lastMeal: IsoDate | null | undefined,
): string {
  if (!lastMeal) return 'Cancelled before its first meal';
  const parts = meals.delivered > 0 ? [`${mealsWord(meals.delivered)} delivered`] : [];
  const last = formatIndiaDate(lastMeal);
  parts.push(
    meals.remaining > 0
      ? `${mealsWord(meals.remaining)} still coming, the last on ${last}`
      : `last meal ${last}`,
  );
  const line = parts.join(' · ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
