import type { DurationDays } from './durations.ts';
import type { PlanId } from './plans.ts';
import type { MealPrice } from './pricing.ts';

/**
 * One plan as GET /api/plans answers it and every screen prices from it: the plan's words from
 * plans.ts and the prices the operator set (the spec's table until changed). JSON keys the
 * durations as strings ("28"); reading `prices[28]` finds them all the same.
 */
export type CataloguePlan = {
  id: PlanId;
  name: string;
  description: string;
  path: string;
  /** The lowest per-meal price of the plan, as the storefront advertises it ("from ₹N"). */
  startingPrice: number;
  prices: Record<DurationDays, MealPrice>;
};
