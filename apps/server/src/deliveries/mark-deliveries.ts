import { todayInIndia } from '@fitthali/domain/dates';
import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import type { KitchenSlot } from '@fitthali/domain/plans';
import { and, eq, lte } from 'drizzle-orm';
import {
  creditMissedDelivery,
  type MissedCredit,
  takeBackMissedCredit,
} from '../credits/delivery-credits.ts';
import type { Db } from '../db/client.ts';
import { deliveries, orderEvents } from '../db/schema/deliveries.ts';
import { subscriptions } from '../db/schema/orders.ts';
import { HttpError } from '../http-error.ts';
import { completeFinishedOrders } from '../orders/complete-orders.ts';
import type { ChangeActor } from './order-schedule.ts';

/**
 * The run sheet's marks (issue 13 point 6): a delivery reached its customer, or did not and why.
 * Only on its day or after; a mark can be corrected (delivered ↔ missed), never put on a meal that
 * was skipped or cancelled.
 */
export async function markDelivery(
  db: Db,
  deliveryId: string,
  outcome: 'delivered' | 'missed',
  who: ChangeActor,
  now: Date,
) {
  return db.transaction((txn) =>
    markDeliveryWithin(txn as unknown as Db, deliveryId, outcome, who, now),
  );
}

/** A mark as done: the delivery as it now stands, and what a missed mark did about its credit. */
export interface Marked {
  delivery: typeof deliveries.$inferSelect;
  /** Null for a delivered mark, or a missed one whose credit already stands. */
  credit: MissedCredit | null;
}

/**
 * The same mark inside the caller's transaction (an admin accepting a customer's report). A meal
 * marked missed earns its meal credit here, and a missed meal corrected to delivered gives it back
 * if unspent (issue 14 point 3), so the mark and the credit are one change.
 */
export async function markDeliveryWithin(
  tx: Db,
  deliveryId: string,
  outcome: 'delivered' | 'missed',
  who: ChangeActor,
  now: Date,
): Promise<Marked> {
  // The order first, then the meal, as a skip, a cancel and a refund take them: the credit is
  // judged against the order's refunds, which a refund changes under the order's lock (decision 154).
  await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      eq(
        subscriptions.id,
        tx
          .select({ id: deliveries.subscriptionId })
          .from(deliveries)
          .where(eq(deliveries.id, deliveryId)),
      ),
    )
    .for('update');
  const [row] = await tx
    .select()
    .from(deliveries)
    .where(eq(deliveries.id, deliveryId))
    .for('update');
  if (!row) throw new HttpError(404, DELIVERY_MSG.deliveryNotFound);
  if (row.date > todayInIndia(now)) throw new HttpError(409, DELIVERY_MSG.notYetDue);
  if (!['scheduled', 'delivered', 'missed'].includes(row.status)) {
    throw new HttpError(409, DELIVERY_MSG.cannotMark);
  }
  const missedReason = outcome === 'missed' ? (who.reason ?? null) : null;
  const [updated] = await tx
    .update(deliveries)
    .set({ status: outcome, missedReason, updatedAt: now })
    .where(eq(deliveries.id, deliveryId))
    .returning();
  await tx.insert(orderEvents).values({
    subscriptionId: row.subscriptionId,
    deliveryId,
    actor: who.actor,
    actorId: who.actorId,
    action: outcome,
    detail: { date: row.date, slot: row.slot, was: row.status },
    reason: missedReason,
    createdAt: now,
  });
  let credit: MissedCredit | null = null;
  if (outcome === 'missed') credit = await creditMissedDelivery(tx, row, who, now);
  else if (row.status === 'missed') await takeBackMissedCredit(tx, row, who, now);
  await completeFinishedOrders(tx, [row.subscriptionId]);
  return { delivery: updated ?? row, credit };
}

/** "Mark all remaining delivered" for one date and slot: every delivery still scheduled. */
export async function markSlotDelivered(
  db: Db,
  date: string,
  slot: KitchenSlot,
  who: ChangeActor,
  now: Date,
): Promise<number> {
  if (date > todayInIndia(now)) throw new HttpError(409, DELIVERY_MSG.notYetDue);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const marked = await tx
      .update(deliveries)
      .set({ status: 'delivered', updatedAt: now })
      .where(
        and(
          eq(deliveries.date, date),
          eq(deliveries.slot, slot),
          eq(deliveries.status, 'scheduled'),
          lte(deliveries.date, todayInIndia(now)),
        ),
      )
      .returning({ id: deliveries.id, subscriptionId: deliveries.subscriptionId });
    if (marked.length > 0) {
      await tx.insert(orderEvents).values(
        marked.map((row) => ({
          subscriptionId: row.subscriptionId,
          deliveryId: row.id,
          actor: who.actor,
          actorId: who.actorId,
          action: 'delivered',
          detail: { date, slot, was: 'scheduled', all: true },
          createdAt: now,
        })),
      );
      // The slot's orders whose last meal this was are completed (decision 76).
      await completeFinishedOrders(
        tx,
        tx
          .selectDistinct({ id: deliveries.subscriptionId })
          .from(deliveries)
          .where(and(eq(deliveries.date, date), eq(deliveries.slot, slot)))
          .$dynamic(),
      );
    }
    return marked.length;
  });
}
