// A customer's swap (issue 26 point 4, decision 168): what choosing a dish for a meal records. The
// dish their preferences would get them anyway (the default, or the alternative picked for them)
// is no swap: choosing it clears one, so the meal follows the menu again. Any other offered dish,
// the day's default included when it holds something they avoid, is their own swap and stands
// while it is offered (pickDish).
import { type DishPick, type OfferedDish, pickDish } from './dish-pick.ts';
import type { Avoidable } from './dishes.ts';

export interface SwapOutcome {
  /** What to store as the swap: null when the choice is what the menu gives them anyway. */
  swapId: string | null;
  /** The dish, choice and flags the delivery then has. */
  pick: DishPick;
}

/** Undefined when `chosenId` is not offered that day (not the default, not an alternative). */
export function swapFor(
  offered: readonly OfferedDish[],
  avoids: readonly Avoidable[],
  chosenId: string,
): SwapOutcome | undefined {
  if (!offered.some((dish) => dish.id === chosenId)) return undefined;
  const automatic = pickDish(offered, avoids, null);
  const swapId = automatic?.dishId === chosenId ? null : chosenId;
  const pick = pickDish(offered, avoids, swapId);
  return pick ? { swapId, pick } : undefined;
}
