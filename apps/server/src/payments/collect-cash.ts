import {
  type CollectionProblem,
  cashToCollect,
  collectionProblem,
} from '@fitthali/domain/cash-collection';
import { CASH_MSG } from '@fitthali/domain/cash-messages';
import { todayInIndia } from '@fitthali/domain/dates';
import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import type { CollectionAnswer as CollectionAnswerOf } from '@fitthali/domain/money-answers';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { collections } from '../db/schema/collections.ts';
import { deliveries, orderEvents } from '../db/schema/deliveries.ts';
import { subscriptions, transactions } from '../db/schema/orders.ts';
import type { ChangeActor } from '../deliveries/order-schedule.ts';
import { HttpError } from '../http-error.ts';
import { issueInvoiceFor } from '../invoices/issue-invoice.ts';
import { doorOf } from '../kitchen/run-sheet.ts';
import { notifyCashReceived } from '../notifications/events.ts';
import { collectionAnswer, collectionColumns, collector } from './collection-answer.ts';

/** Where the cash is recorded: on a run sheet's delivery, or from the Cash due list's order. */
export type CollectionTarget = { deliveryId: string } | { subscriptionId: string };

/** A collection as the admin routes answer it. */
type CollectionAnswer = CollectionAnswerOf<Date>;

const REFUSALS: Record<Exclude<CollectionProblem, 'alreadyCollected'>, [number, string]> = {
  notCashOnDelivery: [400, CASH_MSG.notCashOnDelivery],
  nothingDue: [409, CASH_MSG.nothingDue],
  deliveryNotDone: [409, CASH_MSG.deliveryNotDone],
  notYetDue: [409, CASH_MSG.notYetDue],
};

async function collectionOf(tx: Db, subscriptionId: string): Promise<CollectionAnswer | undefined> {
  const [row] = await tx
    .select(collectionColumns)
    .from(collections)
    .innerJoin(deliveries, eq(deliveries.id, collections.deliveryId))
    .leftJoin(collector, eq(collector.id, collections.actorId))
    .where(eq(collections.subscriptionId, subscriptionId));
  return row && collectionAnswer(row);
}

/**
 * Records the cash of a COD order (issue 14 point 6, decision 92), in one transaction under the
 * order's row lock (decision 67): the collection (the order's own total, or the meals kept after
 * a cancel mid-plan — `cashToCollect`, whatever a screen showed), the order and its COD transaction turned paid, and a line in the order's trail.
 * The same collector asking again for the same delivery gets the same answer and nothing new
 * (`created: false`); anyone else, once the cash is recorded, gets a 409 naming who took it.
 */
export async function collectCash(
  db: Db,
  target: CollectionTarget,
  who: ChangeActor,
  now: Date,
): Promise<{ collection: CollectionAnswer; created: boolean }> {
  return db.transaction((txn) => collectCashWithin(txn as unknown as Db, target, who, now));
}

/** The same inside the caller's transaction: one stop's orders are recorded together. */
async function collectCashWithin(
  tx: Db,
  target: CollectionTarget,
  who: ChangeActor,
  now: Date,
): Promise<{ collection: CollectionAnswer; created: boolean }> {
  let subscriptionId: string;
  if ('deliveryId' in target) {
    const [of] = await tx
      .select({ id: deliveries.subscriptionId })
      .from(deliveries)
      .where(eq(deliveries.id, target.deliveryId));
    if (!of) throw new HttpError(404, DELIVERY_MSG.deliveryNotFound);
    subscriptionId = of.id;
  } else {
    subscriptionId = target.subscriptionId;
  }
  const [order] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  if (!order) throw new HttpError(404, CASH_MSG.orderNotFound);

  const existing = await collectionOf(tx, order.id);
  if (existing) {
    const sameAsk =
      existing.collectedBy._id === who.actorId &&
      (!('deliveryId' in target) || target.deliveryId === existing.deliveryId);
    if (sameAsk) return { collection: existing, created: false };
    throw new HttpError(
      409,
      CASH_MSG.alreadyCollected(
        existing.collectedBy.name ?? 'another admin',
        todayInIndia(existing.collectedAt),
      ),
    );
  }

  // From the Cash due list the cash goes on the latest delivery the customer received.
  const [delivery] = await tx
    .select()
    .from(deliveries)
    .where(
      'deliveryId' in target
        ? eq(deliveries.id, target.deliveryId)
        : and(eq(deliveries.subscriptionId, order.id), eq(deliveries.status, 'delivered')),
    )
    .orderBy(desc(deliveries.date), desc(deliveries.slot))
    .limit(1);
  if (!delivery) throw new HttpError(409, CASH_MSG.noDeliveryYet);

  const problem = collectionProblem(order, delivery, todayInIndia(now));
  if (problem === 'alreadyCollected') {
    // Paid without a collection row cannot happen through this code; say it as a conflict.
    throw new HttpError(409, CASH_MSG.alreadyCollected('another admin', todayInIndia(now)));
  }
  if (problem) {
    const [status, message] = REFUSALS[problem];
    throw new HttpError(status, message);
  }
  // The order's total, or only the meals kept after a cancel mid-plan (decision 101).
  const amount = cashToCollect(order);
  if (amount === null) throw new HttpError(409, CASH_MSG.nothingDue);

  await tx.insert(collections).values({
    subscriptionId: order.id,
    deliveryId: delivery.id,
    amount,
    actor: who.actor,
    actorId: who.actorId,
    collectedAt: now,
  });
  await tx
    .update(subscriptions)
    .set({ paymentStatus: 'paid' })
    .where(eq(subscriptions.id, order.id));
  await tx
    .update(transactions)
    .set({ status: 'paid', updatedAt: now })
    .where(
      and(
        eq(transactions.subscriptionId, order.id),
        eq(transactions.mode, 'COD'),
        eq(transactions.status, 'due'),
      ),
    );
  await tx.insert(orderEvents).values({
    subscriptionId: order.id,
    deliveryId: delivery.id,
    actor: who.actor,
    actorId: who.actorId,
    action: 'cash_collected',
    detail: { amount, date: delivery.date, slot: delivery.slot },
    createdAt: now,
  });
  await issueInvoiceFor(tx, order.id, now);
  await notifyCashReceived(tx, order, amount, now);
  const collection = await collectionOf(tx, order.id);
  if (!collection) throw new Error('the collection just written is missing');
  return { collection, created: true };
}

/**
 * One stop's "Cash collected" (issue 25 point 8, decision 141): the cash of every order named, as
 * each order's own collection, in one transaction, so the door's cash is recorded whole or not at
 * all. The meals must be one stop (one date, slot and door); orders are locked in id order, so two
 * stops recorded at once cannot wait on each other. Asking again changes nothing and gives the
 * same answer (`created` 0); anything a single order's collection refuses refuses the stop.
 */
export async function collectStopCash(
  db: Db,
  deliveryIds: readonly string[],
  who: ChangeActor,
  now: Date,
): Promise<{ collections: CollectionAnswer[]; created: number }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const ids = [...new Set(deliveryIds)];
    const meals = await tx
      .select({
        id: deliveries.id,
        subscriptionId: deliveries.subscriptionId,
        date: deliveries.date,
        slot: deliveries.slot,
        pin: deliveries.pin,
        area: deliveries.area,
      })
      .from(deliveries)
      .where(inArray(deliveries.id, ids));
    if (meals.length !== ids.length) throw new HttpError(404, DELIVERY_MSG.deliveryNotFound);
    const stops = new Set(meals.map((m) => `${m.date}|${m.slot}|${doorOf(m)}`));
    if (stops.size !== 1) throw new HttpError(400, CASH_MSG.notOneStop);
    meals.sort((a, b) => (a.subscriptionId < b.subscriptionId ? -1 : 1));
    const collections: CollectionAnswer[] = [];
    let created = 0;
    for (const meal of meals) {
      const done = await collectCashWithin(tx, { deliveryId: meal.id }, who, now);
      collections.push(done.collection);
      if (done.created) created += 1;
    }
    return { collections, created };
  });
}

/** The answer of both ways of recording cash: the collection, and the order now paid. */
export function collectionReply(collection: CollectionAnswer) {
  return {
    success: true as const,
    collection,
    subscription: { _id: collection.subscriptionId, paymentStatus: 'paid' as const },
  };
}
