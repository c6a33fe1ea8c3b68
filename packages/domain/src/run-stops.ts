// One stop per door (issue 25 point 8, decision 141): a rider stops once at an address for a slot,
// whatever number of orders (or customers) take a meal there, collects the door's cash once, and the
// printed sheet reads the same. The run sheet and its CSV both group with this function. Each stop
// also flags what its customers avoid (issue 26 point 6, decision 174).
import type { DeliveryStatus } from './delivery-schedule.ts';
import type { DishChoice } from './dish-pick.ts';
import type { Avoidable } from './dishes.ts';
import { type MealAllergy, mealAllergy } from './kitchen-dishes.ts';

/** What grouping reads of a run sheet delivery. */
export interface StopDelivery {
  deliveryId: string;
  subscriptionId: string;
  /**
   * The door: the run sheet's sort key of the address the meal goes to (PIN, post office and house
   * line, trimmed and lower-cased, as the database keeps it), so two orders at one door share it.
   */
  door: string;
  /** Only cooked meals are on a run sheet: scheduled, delivered or missed. */
  status: DeliveryStatus;
  /** Null when paid online; the cash still due (null once collected or nothing owed) for COD. */
  cash?: { amountDue: number | null } | null;
  dishChoice?: DishChoice | null;
  /** For a `conflict` meal: what in its dish the customer avoids. */
  dishConflicts?: readonly Avoidable[] | null;
  /** What the meal's customer avoids. */
  avoids?: readonly Avoidable[];
}

/** A meal of the stop that carries an allergy flag (`mealAllergy`). */
export interface StopAllergy extends MealAllergy {
  deliveryId: string;
}

export interface RunStop<T extends StopDelivery> {
  door: string;
  /** The stop's meals, in run sheet order. */
  deliveries: T[];
  /** The deliveries whose order's cash the stop's one "Cash collected" records: one per order. */
  toCollect: T[];
  /** Rupees to collect at the door: the sum of `toCollect`'s cash due. */
  cashDue: number;
  /** The flags of the stop's meals that have one: a `conflict` must be sorted out before the door. */
  allergies: StopAllergy[];
}

/**
 * Whether the cash of this delivery's order can be taken at the door: cash still due on a meal that
 * was not missed (a rider never collects on a missed meal, as `collectionProblem` says).
 */
function collectable(d: StopDelivery): d is StopDelivery & { cash: { amountDue: number } } {
  return d.status !== 'missed' && d.cash != null && d.cash.amountDue !== null;
}

/**
 * The run sheet's deliveries (one date and slot, in run sheet order) as stops: one per door, in the
 * order its first meal comes, with each door's meals in their order. A door split across pages
 * joins its first stop, so loading more never shows the same door twice.
 */
export function groupStops<T extends StopDelivery>(deliveries: readonly T[]): RunStop<T>[] {
  const stops = new Map<string, RunStop<T>>();
  for (const delivery of deliveries) {
    let stop = stops.get(delivery.door);
    if (!stop) {
      stop = {
        door: delivery.door,
        deliveries: [],
        toCollect: [],
        cashDue: 0,
        allergies: [],
      };
      stops.set(delivery.door, stop);
    }
    stop.deliveries.push(delivery);
    const allergy = mealAllergy({
      dishChoice: delivery.dishChoice ?? null,
      dishConflicts: delivery.dishConflicts ?? null,
      avoids: delivery.avoids ?? [],
    });
    if (allergy) stop.allergies.push({ deliveryId: delivery.deliveryId, ...allergy });
    const sameOrder = stop.toCollect.some((d) => d.subscriptionId === delivery.subscriptionId);
    if (collectable(delivery) && !sameOrder) {
      stop.toCollect.push(delivery);
      stop.cashDue += delivery.cash.amountDue;
    }
  }
  return [...stops.values()];
}
