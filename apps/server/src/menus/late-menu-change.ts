import { randomUUID } from 'node:crypto';
import { dishNameIn } from '@fitthali/domain/dish-words';
import { localizeMessage } from '@fitthali/domain/i18n/localize';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import { orderNumber } from '@fitthali/domain/order-number';
import { SWAP_MSG } from '@fitthali/domain/swap-messages';
import type { Db } from '../db/client.ts';
import { orderEvents } from '../db/schema/deliveries.ts';
import { odiaTwins } from '../notifications/odia-values.ts';
import { notify } from '../notifications/outbox.ts';
import { dishesById } from './menu-dishes.ts';
import type { DishChange } from './resolve-dishes.ts';

/** What the customer is told stood on the menu when no dish was planned. */
export const CHEFS_CHOICE = "the chef's choice";

/** The admin who made a late change and why. */
export interface LateChange {
  adminId: string;
  reason: string;
  now: Date;
}

/** Rows per insert statement, well under PostgreSQL's parameter limit. */
const CHUNK = 500;

/**
 * A menu changed after its cut-off (issue 26 point 3): the deliveries `resolveDishes` moved to
 * another dish are being cooked for, so each order gets a line in its trail (the admin, the old and
 * the new dish, the reason) and its customer a message naming the date, the slot, both dishes and
 * the reason. A change that leaves a meal's dish as it was (a customer's swap still offered) is
 * neither recorded nor told. Answers how many meals changed dish.
 */
export async function recordLateMenuChange(
  tx: Db,
  changes: readonly DishChange[],
  late: LateChange,
): Promise<number> {
  const moved = changes.filter((change) => change.before.dishId !== change.after.dishId);
  if (moved.length === 0) return 0;
  const names = await dishesById(
    tx,
    moved.flatMap((change) =>
      [change.before.dishId, change.after.dishId].filter((id): id is string => id !== null),
    ),
  );
  const nameOf = (id: string | null) => (id ? (names.get(id)?.name ?? CHEFS_CHOICE) : CHEFS_CHOICE);
  // The Odia message names the dishes in Odia where the operator wrote it (issue 27).
  const odiaNameOf = (id: string | null) => {
    const dish = id ? names.get(id) : undefined;
    return dish ? dishNameIn(dish, 'or') : localizeMessage(SWAP_MSG.chefsChoice, 'or');
  };
  // One change, however many meals it moves: it keys each message, so a retry of the same request
  // (which moves nothing more) tells nobody twice and a later change is told again.
  const changeId = randomUUID();

  for (let i = 0; i < moved.length; i += CHUNK) {
    await tx.insert(orderEvents).values(
      moved.slice(i, i + CHUNK).map((change) => ({
        subscriptionId: change.subscriptionId,
        deliveryId: change.deliveryId,
        actor: 'admin' as const,
        actorId: late.adminId,
        action: 'menu-dish-changed',
        detail: {
          date: change.date,
          slot: change.slot,
          fromDishId: change.before.dishId,
          toDishId: change.after.dishId,
          fromDish: nameOf(change.before.dishId),
          toDish: nameOf(change.after.dishId),
          changeId,
        },
        reason: late.reason,
        createdAt: late.now,
      })),
    );
  }
  for (const change of moved) {
    await notify(tx, {
      userId: change.userId,
      kind: 'menu-dish-changed',
      key: `${change.deliveryId}:${changeId}`,
      subscriptionId: change.subscriptionId,
      data: {
        subscriptionId: change.subscriptionId,
        orderNumber: orderNumber(change.subscriptionId),
        date: formatIndiaDate(change.date),
        slot: change.slot,
        oldDish: nameOf(change.before.dishId),
        newDish: nameOf(change.after.dishId),
        ...odiaTwins(
          { oldDish: nameOf(change.before.dishId), newDish: nameOf(change.after.dishId) },
          { oldDish: odiaNameOf(change.before.dishId), newDish: odiaNameOf(change.after.dishId) },
        ),
        reason: late.reason,
      },
      now: late.now,
    });
  }
  return moved.length;
}
