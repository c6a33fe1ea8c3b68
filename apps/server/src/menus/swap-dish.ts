import { cutOffPassedMessage, DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import { canChangeAt, changeUntil } from '@fitthali/domain/delivery-settings';
import type { OfferedDish } from '@fitthali/domain/dish-pick';
import { swapFor } from '@fitthali/domain/dish-swap';
import type { MealOption } from '@fitthali/domain/plans';
import { SWAP_MSG } from '@fitthali/domain/swap-messages';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveries, orderEvents } from '../db/schema/deliveries.ts';
import { dishes } from '../db/schema/dishes.ts';
import type { ChangeRequest } from '../deliveries/change-deliveries.ts';
import {
  assertChangeable,
  lockOrderOfDelivery,
  type OrderSchedule,
  refusal,
} from '../deliveries/order-schedule.ts';
import { HttpError } from '../http-error.ts';
import { avoidsOf } from './customer-avoids.ts';
import { type MenuKey, menuKeyOf, plannedMenus } from './menu-of-date.ts';
import { resolveDishes } from './resolve-dishes.ts';

/**
 * The customer chooses the dish of one of their meals from what that day offers (issue 26 point
 * 4, decision 168), under the same order lock, refusals and cut-off as a skip. The choice is stored
 * as a swap (or, for the dish the menu gives them anyway, as none) and the dish then decided by
 * `resolveDishes`, the one writer of deliveries' dishes. A repeat changes nothing and records
 * nothing; a change is recorded in the order's trail as `dish_swapped`.
 */
export function swapDish(
  db: Db,
  deliveryId: string,
  dishId: string,
  request: ChangeRequest,
): Promise<{ order: OrderSchedule; changed: boolean }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const order = await lockOrderOfDelivery(tx, deliveryId, request.ownerId);
    if (!order) throw new HttpError(404, DELIVERY_MSG.deliveryNotFound);
    assertChangeable(order, DELIVERY_MSG.planNotActive);
    const item = order.items.find((row) => row.id === deliveryId);
    if (!item) throw new HttpError(404, DELIVERY_MSG.deliveryNotFound);
    if (item.status !== 'scheduled') throw new HttpError(409, SWAP_MSG.notScheduled);
    const now = request.now ?? new Date();
    const slots = order.settings.slots;
    if (!request.overrideCutOff && !canChangeAt(item.date, item.slot, now, slots)) {
      throw refusal('cutoff', cutOffPassedMessage(changeUntil(item.date, item.slot, slots)));
    }

    const key: MenuKey = {
      planId: order.sub.planId,
      mealOption: item.mealOption as MealOption,
      slot: item.slot,
    };
    const [menus, avoids] = await Promise.all([
      plannedMenus(tx, [key], item.date, item.date),
      avoidsOf(tx, order.sub.userId),
    ]);
    const day = menus.get(menuKeyOf(key))?.get(item.date);
    if (!day) throw new HttpError(400, SWAP_MSG.noMenu);
    const offeredIds = [day.dishId, ...day.alternatives];
    if (!offeredIds.includes(dishId)) throw new HttpError(400, SWAP_MSG.notOffered);
    const facts = await tx
      .select({
        id: dishes.id,
        name: dishes.name,
        diet: dishes.diet,
        allergens: dishes.allergens,
        tags: dishes.tags,
      })
      .from(dishes)
      .where(inArray(dishes.id, offeredIds));
    const offered = offeredIds.flatMap((id): OfferedDish[] => {
      const dish = facts.find((f) => f.id === id);
      return dish ? [dish] : [];
    });
    const outcome = swapFor(offered, avoids, dishId);
    if (!outcome) throw new HttpError(400, SWAP_MSG.notOffered);

    const { pick, swapId } = outcome;
    const conflicts = item.dishConflicts ?? [];
    const same =
      item.dishId === pick.dishId &&
      item.dishChoice === pick.choice &&
      conflicts.join() === pick.conflicts.join();
    if (same) return { order, changed: false };

    // The swap (or its absence) as resolveDishes reads it; it then decides and writes the dish.
    await tx
      .update(deliveries)
      .set({
        dishId: swapId,
        dishChoice: swapId ? 'swap' : null,
        dishConflicts: null,
        updatedAt: new Date(),
      })
      .where(eq(deliveries.id, item.id));
    const [change] = await resolveDishes(tx, { deliveryIds: [item.id] });
    // No change from resolveDishes: the swap as written stands (it keeps a swap while offered).
    const after = change?.after ?? {
      dishId: swapId,
      choice: swapId ? ('swap' as const) : null,
      conflicts: [],
    };
    await tx.insert(orderEvents).values({
      subscriptionId: order.sub.id,
      deliveryId: item.id,
      actor: request.actor,
      actorId: request.actorId,
      action: 'dish_swapped',
      detail: {
        date: item.date,
        slot: item.slot,
        from: item.dishId,
        to: after.dishId,
        // The name as it was, for the trail (a dish may be renamed later).
        dish: facts.find((f) => f.id === after.dishId)?.name ?? null,
        choice: after.choice,
      },
      reason: request.reason ?? null,
    });
    const updated = {
      ...item,
      dishId: after.dishId,
      dishChoice: after.choice,
      dishConflicts: after.conflicts.length > 0 ? after.conflicts : null,
    };
    return {
      order: { ...order, items: order.items.map((row) => (row.id === item.id ? updated : row)) },
      changed: true,
    };
  });
}
