// What the kitchen cooks and what the rider and the label must say about it (issue 26 point 6):
// the per-dish lines of the kitchen sheet and the allergy flag of one meal, in one place for the
// sheet, its CSV, the run sheet and the labels.
import type { DishChoice } from './dish-pick.ts';
import { AVOIDABLE_LABELS, AVOIDABLES, type Avoidable, DIETS, type Diet } from './dishes.ts';

/** The line of the meals whose date has no menu planned: the kitchen decides what they are. */
export const NO_MENU_DISH = "Chef's choice (no menu)";

/** One line of the kitchen's per-dish counts: a dish (or no menu) and its cooked meals. */
export interface DishCount {
  /** Null for the meals with no dish decided: `NO_MENU_DISH`. */
  dishId: string | null;
  name: string;
  diet: Diet | null;
  count: number;
  /** Of `count`, the meals flagged because the dish holds what their customer avoids. */
  conflicts: number;
}

export interface DietCount {
  diet: Diet;
  count: number;
}

const dietRank = (diet: Diet | null) => (diet === null ? DIETS.length : DIETS.indexOf(diet));

/**
 * The order the sheet lists dishes in: by diet (veg, egg, non-veg, as the kitchen's stations
 * are), then the most meals first, then by name; the meals with no menu last.
 */
export function kitchenDishOrder(lines: readonly DishCount[]): DishCount[] {
  return [...lines].sort(
    (a, b) =>
      dietRank(a.diet) - dietRank(b.diet) || b.count - a.count || a.name.localeCompare(b.name),
  );
}

/** Meals per diet, every diet listed (zero included), so the sheet's columns never move. */
export function dietTotals(lines: readonly DishCount[]): DietCount[] {
  return DIETS.map((diet) => ({
    diet,
    count: lines.filter((line) => line.diet === diet).reduce((n, line) => n + line.count, 0),
  }));
}

/** 'egg', 'egg and milk', 'onion and garlic, egg and fish': in the list's own order, each once. */
export function avoidableWords(list: readonly Avoidable[]): string {
  const words = AVOIDABLES.filter((key) => list.includes(key)).map((key) =>
    AVOIDABLE_LABELS[key].toLowerCase(),
  );
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What a meal carries about allergies, as the rider's sheet and the label read it. */
export interface MealAllergyFacts {
  dishChoice: DishChoice | null;
  /** For a `conflict` meal: what in its dish the customer avoids. */
  dishConflicts: readonly Avoidable[] | null;
  /** What the customer avoids (empty when nothing, or the account is deleted). */
  avoids: readonly Avoidable[];
}

export interface MealAllergy {
  /** The dish holds what the customer avoids: flagged prominently, the kitchen must act. */
  conflict: boolean;
  /** 'Holds egg — customer avoids egg', or 'Avoids egg and milk'. */
  text: string;
}

/**
 * The flag a meal gets: a meal whose dish holds what its customer avoids (no alternative fitted)
 * says what it holds and what they avoid; any other meal of a customer who avoids something says
 * what they avoid, so the door and the label can be checked; else none.
 */
export function mealAllergy(meal: MealAllergyFacts): MealAllergy | null {
  const holds = meal.dishChoice === 'conflict' ? (meal.dishConflicts ?? []) : [];
  if (holds.length > 0) {
    const avoids = meal.avoids.length > 0 ? meal.avoids : holds;
    return {
      conflict: true,
      text: `Holds ${avoidableWords(holds)} — customer avoids ${avoidableWords(avoids)}`,
    };
  }
  if (meal.avoids.length === 0) return null;
  return { conflict: false, text: `Avoids ${avoidableWords(meal.avoids)}` };
}
