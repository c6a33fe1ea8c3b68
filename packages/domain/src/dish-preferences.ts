// Dietary preferences (issue 26 point 5): what a customer avoids, kept in one order, and what it
// means for the meals of a menu before and after an order (the confirm page's warning, the
// profile's outcome). Which dish a meal gets is pickDish's rule (dish-pick.ts); this module only
// reads its result.
import type { IsoDate } from './dates.ts';
import { type OfferedDish, pickDish } from './dish-pick.ts';
import { AVOIDABLE_LABELS, AVOIDABLES, type Avoidable, dishConflicts } from './dishes.ts';
import type { KitchenSlot } from './plans.ts';

/** The most keys a request may send; more is a client gone wrong, not a customer's list. */
export const MAX_AVOIDS_SENT = 50;

/**
 * A customer's avoids as stored: each key once, sorted, so two saves of the same choice store the
 * same array and the outcome of a save depends on the set alone.
 */
export function normaliseAvoids(keys: readonly Avoidable[]): Avoidable[] {
  return [...new Set(keys)].sort();
}

/**
 * What `keys` name, as a customer reads it: 'egg', 'onion and garlic, egg and milk'. In the
 * order of AVOIDABLES (onion and garlic first, then the allergens as FSSAI lists them).
 */
export function avoidsPhrase(keys: readonly Avoidable[]): string {
  const words = AVOIDABLES.filter((key) => keys.includes(key)).map((key) =>
    AVOIDABLE_LABELS[key].toLowerCase(),
  );
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** A dish a menu offers, with the name a warning shows. */
export interface NamedDish extends OfferedDish {
  name: string;
}

/** One menu's offer on one date and slot: the default first, then its alternatives. */
export interface MenuOffer {
  date: IsoDate;
  slot: KitchenSlot;
  offered: readonly NamedDish[];
}

/**
 * A day of a menu whose default holds what the customer avoids: `pick` is the alternative that
 * will be chosen for them, or null when nothing offered that day fits.
 */
export interface PreferenceWarning {
  date: IsoDate;
  slot: KitchenSlot;
  dish: { id: string; name: string };
  conflicts: Avoidable[];
  pick: { id: string; name: string } | null;
}

/**
 * The days of `offers` that a customer avoiding `avoids` would not get the default of, by date
 * then Lunch before Dinner. The same rule the server applies to their deliveries (pickDish), so
 * the confirm page promises what the order will do.
 */
export function preferenceWarnings(
  offers: readonly MenuOffer[],
  avoids: readonly Avoidable[],
): PreferenceWarning[] {
  if (avoids.length === 0) return [];
  const warnings: PreferenceWarning[] = [];
  for (const offer of offers) {
    const [standard] = offer.offered;
    const pick = pickDish(offer.offered, avoids);
    if (!standard || !pick || pick.choice === 'default') continue;
    const chosen = offer.offered.find((dish) => dish.id === pick.dishId);
    warnings.push({
      date: offer.date,
      slot: offer.slot,
      dish: { id: standard.id, name: standard.name },
      conflicts: dishConflicts(standard, avoids),
      pick: pick.choice === 'preference' && chosen ? { id: chosen.id, name: chosen.name } : null,
    });
  }
  return warnings.sort(
    (a, b) => a.date.localeCompare(b.date) || (a.slot === b.slot ? 0 : a.slot === 'Lunch' ? -1 : 1),
  );
}
