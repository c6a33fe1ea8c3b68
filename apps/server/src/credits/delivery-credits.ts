import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import { mealValueAt } from '@fitthali/domain/meal-values';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderMealSales } from '../db/queries/order-meal-sales.ts';
import { creditEntries } from '../db/schema/credits.ts';
import { deliveries, orderEvents } from '../db/schema/deliveries.ts';
import type { ChangeActor } from '../deliveries/order-schedule.ts';
import { notifyMissedCredit } from '../notifications/events.ts';
import { earnCredits } from './credit-ledger.ts';

interface MarkedDelivery {
  id: string;
  subscriptionId: string;
  date: string;
  slot: 'Lunch' | 'Dinner';
}

/**
 * The frozen value of one delivery: its position among the order's meals in delivery order (a
 * skipped meal is not one of them; its makeup is), valued by `mealValueAt` over what the meals
 * were sold for.
 */
async function deliveryValue(tx: Db, row: MarkedDelivery) {
  const order = await orderMealSales(tx, row.subscriptionId);
  if (!order?.userId) return undefined;
  const earlierSlot = row.slot === 'Dinner' ? sql`${deliveries.slot} = 'Lunch'` : sql`false`;
  const [before] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.subscriptionId, row.subscriptionId),
        ne(deliveries.status, 'skipped'),
        or(sql`${deliveries.date} < ${row.date}`, and(eq(deliveries.date, row.date), earlierSlot)),
      ),
    );
  const value = mealValueAt(order.soldFor, order.meals, before?.n ?? 0);
  return { userId: order.userId, value };
}

/** The entries a delivery's credit is made of: its earning, a take-back, a second earning. */
async function deliveryCreditEntries(tx: Db, deliveryId: string) {
  return tx
    .select({
      id: creditEntries.id,
      kind: creditEntries.kind,
      meals: creditEntries.meals,
      value: creditEntries.value,
      userId: creditEntries.userId,
    })
    .from(creditEntries)
    .where(eq(creditEntries.deliveryId, deliveryId));
}

/**
 * A delivery marked missed earns one meal credit at its frozen value, in the marking's
 * transaction (the delivery row is locked by the caller). Marked missed again after a take-back,
 * it earns again (an `adjusted` lot, as the delivery's one `earned` entry is already written);
 * while its credit stands, nothing more. Writes the order's trail line.
 */
export async function creditMissedDelivery(
  tx: Db,
  row: MarkedDelivery,
  who: ChangeActor,
  now: Date,
): Promise<number> {
  const entries = await deliveryCreditEntries(tx, row.id);
  const standing = entries.reduce((sum, entry) => sum + entry.meals, 0);
  if (standing > 0) return 0;
  const found = await deliveryValue(tx, row);
  if (!found) return 0;
  const again = entries.some((entry) => entry.kind === 'earned');
  const [earned] = await earnCredits(tx, {
    userId: found.userId,
    values: [found.value],
    reason: again ? CREDIT_MSG.missedAgain : CREDIT_MSG.earnedForMissed,
    who,
    now,
    subscriptionId: row.subscriptionId,
    deliveryId: row.id,
    kind: again ? 'adjusted' : 'earned',
  });
  if (!earned) return 0;
  await tx.insert(orderEvents).values({
    subscriptionId: row.subscriptionId,
    deliveryId: row.id,
    actor: who.actor,
    actorId: who.actorId,
    action: 'credit-earned',
    detail: { date: row.date, slot: row.slot, meals: 1, value: found.value },
    createdAt: now,
  });
  await notifyMissedCredit(
    tx,
    { ...row, userId: found.userId },
    { lotId: earned.id, value: found.value },
    now,
  );
  return 1;
}

/**
 * A missed delivery corrected to delivered: its credit is taken back with an `adjusted` entry if it
 * is still unspent; spent or expired, it is kept, and the trail says so.
 */
export async function takeBackMissedCredit(
  tx: Db,
  row: MarkedDelivery,
  who: ChangeActor,
  now: Date,
): Promise<'taken-back' | 'kept' | 'none'> {
  const entries = await deliveryCreditEntries(tx, row.id);
  const lots = entries.filter((entry) => entry.meals > 0);
  if (entries.reduce((sum, entry) => sum + entry.meals, 0) <= 0 || lots.length === 0) return 'none';
  const consumedIds = new Set(
    (
      await tx
        .select({ lotId: creditEntries.lotId })
        .from(creditEntries)
        .where(
          sql`${creditEntries.lotId} in (${sql.join(
            lots.map((lot) => sql`${lot.id}::uuid`),
            sql`, `,
          )})`,
        )
    ).map((entry) => entry.lotId),
  );
  const open = lots.find((lot) => !consumedIds.has(lot.id));
  const detail = { date: row.date, slot: row.slot, meals: 1 };
  if (!open) {
    await tx.insert(orderEvents).values({
      subscriptionId: row.subscriptionId,
      deliveryId: row.id,
      actor: who.actor,
      actorId: who.actorId,
      action: 'credit-kept',
      detail,
      reason: 'The credit for this meal was already used or expired, so the customer keeps it.',
      createdAt: now,
    });
    return 'kept';
  }
  const written = await tx
    .insert(creditEntries)
    .values({
      userId: open.userId,
      kind: 'adjusted',
      meals: -1,
      value: -open.value,
      reason: CREDIT_MSG.takenBackDelivered,
      subscriptionId: row.subscriptionId,
      deliveryId: row.id,
      lotId: open.id,
      actor: who.actor,
      actorId: who.actorId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: creditEntries.id });
  if (written.length === 0) return 'kept';
  await tx.insert(orderEvents).values({
    subscriptionId: row.subscriptionId,
    deliveryId: row.id,
    actor: who.actor,
    actorId: who.actorId,
    action: 'credit-taken-back',
    detail: { ...detail, value: open.value },
    createdAt: now,
  });
  return 'taken-back';
}
