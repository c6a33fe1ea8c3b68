// The meals a cancellation after the start leaves in the kitchen's hands (issue 25 point 3): each
// meal past its cut-off is already being prepared, so it is cooked and delivered although the plan
// is cancelled. The preview, the confirm dialog, the cancellation message and the plan page list
// these by date and slot, so the customer is never told "no more meals" while a rider is on the way.
import { compareIsoDates, type IsoDate } from './dates.ts';
import type { DeliveryStatus } from './delivery-schedule.ts';
import { KITCHEN_SLOTS, type KitchenSlot } from './plans.ts';

export interface MealStillComing {
  date: IsoDate;
  slot: KitchenSlot;
}

/** Delivery order: by day, and Lunch before Dinner on a day. */
export function compareMeals(a: MealStillComing, b: MealStillComing): number {
  return (
    compareIsoDates(a.date, b.date) || KITCHEN_SLOTS.indexOf(a.slot) - KITCHEN_SLOTS.indexOf(b.slot)
  );
}

/**
 * The meals still coming once `cancelled` are stopped: every delivery still scheduled that the
 * cancellation does not stop (past its cut-off, or on a plan the rule leaves running), in delivery
 * order. Delivered, missed, skipped and already cancelled meals are not coming.
 */
export function mealsStillComing(
  deliveries: readonly { id: string; date: IsoDate; slot: KitchenSlot; status: DeliveryStatus }[],
  cancelled: readonly string[],
): MealStillComing[] {
  const stopped = new Set(cancelled);
  return deliveries
    .filter((d) => d.status === 'scheduled' && !stopped.has(d.id))
    .map((d) => ({ date: d.date, slot: d.slot }))
    .sort(compareMeals);
}
