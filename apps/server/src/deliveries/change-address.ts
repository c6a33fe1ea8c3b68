import type { StoredAddress } from '@fitthali/domain/address';
import { cutOffPassedMessage, DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import { canChangeAt, changeUntil } from '@fitthali/domain/delivery-settings';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveries, orderEvents } from '../db/schema/deliveries.ts';
import { subscriptions } from '../db/schema/orders.ts';
import { HttpError } from '../http-error.ts';
import { notifyAddressChange } from '../notifications/events.ts';
import { type ChangeRequest, lockActiveOrder } from './change-deliveries.ts';
import { type OrderSchedule, readOrderSchedule, refusal } from './order-schedule.ts';

/**
 * Sends the remaining deliveries (or one date's) to another Odisha address (issue 13 point 3).
 * Only deliveries still before their cut-off move, unless an admin overrides it. Changing all of
 * them changes the order's address, after writing the old one onto the deliveries that keep it,
 * so the history of where each meal went never changes.
 */
export function changeAddress(
  db: Db,
  subscriptionId: string,
  body: { address: StoredAddress; date?: string },
  request: ChangeRequest,
): Promise<OrderSchedule> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const order = await lockActiveOrder(tx, subscriptionId, request);
    const now = request.now ?? new Date();
    const slots = order.settings.slots;
    const candidates = order.items.filter(
      (item) => item.status === 'scheduled' && (body.date === undefined || item.date === body.date),
    );
    if (candidates.length === 0) throw new HttpError(409, DELIVERY_MSG.noDeliveryThatDay);
    const open = candidates.filter(
      (item) => request.overrideCutOff || canChangeAt(item.date, item.slot, now, slots),
    );
    if (open.length === 0) {
      const first = candidates[0];
      if (!first) throw new HttpError(409, DELIVERY_MSG.noDeliveryThatDay);
      throw refusal('cutoff', cutOffPassedMessage(changeUntil(first.date, first.slot, slots)));
    }
    const ids = open.map((item) => item.id);
    if (body.date !== undefined) {
      await tx
        .update(deliveries)
        .set({ address: body.address, updatedAt: now })
        .where(inArray(deliveries.id, ids));
    } else {
      await tx
        .update(deliveries)
        .set({ address: order.sub.address, updatedAt: now })
        .where(
          and(
            eq(deliveries.subscriptionId, subscriptionId),
            isNull(deliveries.address),
            notInArray(deliveries.id, ids),
          ),
        );
      await tx
        .update(deliveries)
        .set({ address: null, updatedAt: now })
        .where(inArray(deliveries.id, ids));
      await tx
        .update(subscriptions)
        .set({ address: body.address })
        .where(eq(subscriptions.id, subscriptionId));
    }
    await tx.insert(orderEvents).values({
      subscriptionId,
      actor: request.actor,
      actorId: request.actorId,
      action: 'address',
      detail: { date: body.date ?? null, deliveries: ids.length, address: body.address },
      reason: request.reason ?? null,
      createdAt: now,
    });
    const after = await readOrderSchedule(tx, subscriptionId, null);
    if (!after) throw new Error('order vanished inside its own transaction');
    await notifyAddressChange(tx, after, body, now);
    return after;
  });
}
