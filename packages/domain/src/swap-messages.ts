// What a customer reads about the dish of a delivery and its swap (issue 26 point 4). Kept apart
// from DELIVERY_MSG because only the plan page, the swap route and the reminder say these, and a
// module is loaded whole (decision 63).
import { todayInIndia } from './dates.ts';
import { AVOIDABLE_LABELS, type Avoidable } from './dishes.ts';
import { formatIndiaDate } from './india-format.ts';

export const SWAP_MSG = {
  notOffered: 'Please choose one of the dishes offered for this meal.',
  noMenu: 'The menu for this meal is not published yet, so there is no dish to swap to.',
  notScheduled: 'Only the dish of a scheduled delivery can be swapped.',
  swapTitle: 'Swap this meal',
  swapLabel: 'Swap',
  /** The dialog's confirm button while the meal's own dish is still the one chosen. */
  chooseLabel: 'Choose a dish to swap to',
  keepLabel: 'Keep this dish',
  current: 'Your dish',
} as const;

/** 'egg and milk' from what a customer avoids, in the words of the profile's list. */
export function avoidablesPhrase(keys: readonly Avoidable[]): string {
  const words = keys.map((key) => AVOIDABLE_LABELS[key].toLowerCase());
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The mark on a dish their preferences chose instead of the day's default. */
export function pickedForYouLabel(avoided: readonly Avoidable[]): string {
  return avoided.length > 0
    ? `Picked for you: no ${avoidablesPhrase(avoided)}`
    : 'Picked for you by your preferences';
}

/** The mark on a dish that holds what the customer avoids, with no alternative that fits. */
export function conflictLabel(conflicts: readonly Avoidable[]): string {
  return `Holds ${avoidablesPhrase(conflicts)} — we'll tell the kitchen`;
}

/**
 * A delivery with no menu planned yet. The menu of a meal is due by that meal's cut-off (the
 * moment the kitchen must know what it cooks, decision 167), so that is the date promised; once
 * it has passed, the chef's choice is all there is to say.
 */
export function chefsChoiceLabel(changeUntil: Date, now: Date): string {
  if (now.getTime() >= changeUntil.getTime()) return "Chef's choice";
  return `Chef's choice, menu published by ${formatIndiaDate(todayInIndia(changeUntil))}`;
}

/** The toast and on-screen line after a swap. */
export function swappedMessage(slot: string, date: string, dishName: string): string {
  return `${slot} on ${formatIndiaDate(date)} is now ${dishName}.`;
}

/** Calories and protein as a card shows them; an unknown figure is a dash, never a guess. */
export function dishFigures(dish: { calories: number | null; protein: number | null }): string {
  const kcal = dish.calories === null ? '—' : String(dish.calories);
  const protein = dish.protein === null ? '—' : `${dish.protein} g`;
  return `${kcal} kcal · ${protein} protein`;
}

/** "Lunch (Paneer tikka) and Dinner (Dal khichdi)": the meals of a day with their dishes. */
export function mealsWithDishes(
  meals: readonly { slot: string; dish: string | null | undefined }[],
): string {
  return meals.map((meal) => (meal.dish ? `${meal.slot} (${meal.dish})` : meal.slot)).join(' and ');
}
