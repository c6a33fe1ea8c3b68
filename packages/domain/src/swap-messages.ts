// What a customer reads about the dish of a delivery and its swap (issue 26 point 4). Kept apart
// from DELIVERY_MSG because only the plan page, the swap route and the reminder say these, and a
// module is loaded whole (decision 63).
import { todayInIndia } from './dates.ts';
import { AVOIDABLE_LABELS, type Avoidable } from './dishes.ts';
import { fill } from './i18n/fill.ts';
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
  pickedByPreferences: 'Picked for you by your preferences',
  chefsChoice: "Chef's choice",
} as const;

/** The sentences with values, as ICU templates: the msgid of their translation. */
export const SWAP_TEMPLATES = {
  pickedForYou: 'Picked for you: no {avoided}',
  conflict: "Holds {avoided} — we'll tell the kitchen",
  chefsChoiceUntil: "Chef's choice, menu published by {date}",
  swapped: '{slot} on {date} is now {dish}.',
  figures: '{kcal} kcal · {protein} protein',
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
    ? fill(SWAP_TEMPLATES.pickedForYou, { avoided: avoidablesPhrase(avoided) })
    : SWAP_MSG.pickedByPreferences;
}

/** The mark on a dish that holds what the customer avoids, with no alternative that fits. */
export function conflictLabel(conflicts: readonly Avoidable[]): string {
  return fill(SWAP_TEMPLATES.conflict, { avoided: avoidablesPhrase(conflicts) });
}

/**
 * A delivery with no menu planned yet. The menu of a meal is due by that meal's cut-off (the
 * moment the kitchen must know what it cooks, decision 167), so that is the date promised; once
 * it has passed, the chef's choice is all there is to say.
 */
export function chefsChoiceLabel(changeUntil: Date, now: Date): string {
  if (now.getTime() >= changeUntil.getTime()) return SWAP_MSG.chefsChoice;
  return fill(SWAP_TEMPLATES.chefsChoiceUntil, {
    date: formatIndiaDate(todayInIndia(changeUntil)),
  });
}

/** The toast and on-screen line after a swap. */
export function swappedMessage(slot: string, date: string, dishName: string): string {
  return fill(SWAP_TEMPLATES.swapped, { slot, date: formatIndiaDate(date), dish: dishName });
}

/** Calories and protein as a card shows them; an unknown figure is a dash, never a guess. */
export function dishFigures(dish: { calories: number | null; protein: number | null }): string {
  const kcal = dish.calories === null ? '—' : String(dish.calories);
  const protein = dish.protein === null ? '—' : `${dish.protein} g`;
  return fill(SWAP_TEMPLATES.figures, { kcal, protein });
}

/** "Lunch (Paneer tikka) and Dinner (Dal khichdi)": the meals of a day with their dishes. */
export function mealsWithDishes(
  meals: readonly { slot: string; dish: string | null | undefined }[],
): string {
  return meals.map((meal) => (meal.dish ? `${meal.slot} (${meal.dish})` : meal.slot)).join(' and ');
}
