// The diet rule (issue 26 point 3): a Veg menu serves only veg dishes, and egg dishes only when the
// operator has marked the plan egg-friendly; a Non-Veg menu may serve any dish.
import { DIET_LABELS, type Diet } from './dishes.ts';
import type { MealOption } from './plans.ts';

export interface MenuDietContext {
  mealOption: MealOption;
  /** The plan's Veg menu may include egg dishes. */
  eggFriendly: boolean;
}

export function dietFitsMenu(diet: Diet, menu: MenuDietContext): boolean {
  if (menu.mealOption === 'Non-Veg') return true;
  if (diet === 'veg') return true;
  return diet === 'egg' && menu.eggFriendly;
}

/** The sentence the server answers when a dish's diet does not fit the menu, else undefined. */
export function menuDietRefusal(
  dish: { name: string; diet: Diet },
  menu: MenuDietContext & { planName: string },
): string | undefined {
  if (dietFitsMenu(dish.diet, menu)) return undefined;
  if (dish.diet === 'egg') {
    return `${dish.name} has egg, and the ${menu.planName} Veg menu is not marked egg-friendly. Mark the plan egg-friendly or choose a veg dish.`;
  }
  return `${dish.name} is ${DIET_LABELS[dish.diet]}; the ${menu.planName} Veg menu may serve only veg dishes.`;
}
