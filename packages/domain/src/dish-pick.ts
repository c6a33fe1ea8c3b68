// Which dish a customer gets (issue 26 points 4–5): their own swap while it is still offered; else
// the day's default when it fits what they avoid; else the first alternative that fits, chosen
// for them; else the default, flagged for the kitchen and told to the customer.
import { type Avoidable, type DishFacts, dishConflicts } from './dishes.ts';

export interface OfferedDish extends DishFacts {
  id: string;
}

export const DISH_CHOICES = ['default', 'swap', 'preference', 'conflict'] as const;
export type DishChoice = (typeof DISH_CHOICES)[number];

export interface DishPick {
  dishId: string;
  choice: DishChoice;
  /** For `conflict`: what in the default the customer avoids. */
  conflicts: Avoidable[];
}

/**
 * `offered` is the day's default first, then its alternatives in the operator's order.
 * `swapId` is the dish the customer chose for this meal, if any: a swap is the customer's own
 * decision and stands even against their preferences (the dialog shows what the dish contains).
 */
export function pickDish(
  offered: readonly OfferedDish[],
  avoids: readonly Avoidable[],
  swapId?: string | null,
): DishPick | undefined {
  const [standard] = offered;
  if (standard === undefined) return undefined;
  if (swapId && offered.some((dish) => dish.id === swapId)) {
    return { dishId: swapId, choice: 'swap', conflicts: [] };
  }
  if (dishConflicts(standard, avoids).length === 0) {
    return { dishId: standard.id, choice: 'default', conflicts: [] };
  }
  const fitting = offered.slice(1).find((dish) => dishConflicts(dish, avoids).length === 0);
  if (fitting) return { dishId: fitting.id, choice: 'preference', conflicts: [] };
  return { dishId: standard.id, choice: 'conflict', conflicts: dishConflicts(standard, avoids) };
}
