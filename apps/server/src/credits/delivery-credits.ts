import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import { mealValueAt } from '@fitthali/domain/meal-values';
import { missedCreditCutWhy } from '@fitthali/domain/refund-messages';
import { missedMealCredit } from '@fitthali/domain/refunds';
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderMealSales } from '../db/queries/order-meal-sales.ts';
import { creditEntries } from '../db/schema/credits.ts';
import { deliveries, orderEvents } from '../db/schema/deliveries.ts';
import type { ChangeActor } from '../deliveries/order-schedule.ts';
import { notifyMissedCredit, notifyMissedNoCredit } from '../notifications/events.ts';
import { orderCreditCeiling } from '../refunds/refund-ceiling.ts';
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
 * The rupees of meal credit each missed meal of an order earned and that still stand, by delivery
 * (a take-back nets it out): the plan page says what a missed meal earned, or that it earned
 * nothing (decision 154), never promising a credit that was not given.
 */
export async function missedCreditsOfOrder(
  db: Db,
  subscriptionId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      deliveryId: creditEntries.deliveryId,
      value: sql<number>`coalesce(sum(${creditEntries.value}), 0)`.mapWith(Number),
    })
    .from(creditEntries)
    .where(
      and(eq(creditEntries.subscriptionId, subscriptionId), isNotNull(creditEntries.deliveryId)),
    )
    .groupBy(creditEntries.deliveryId);
  return new Map(rows.flatMap((row) => (row.deliveryId ? [[row.deliveryId, row.value]] : [])));
}

/**
 * What marking a meal missed did about its credit (decision 154), as the admin's answer gives it:
 * `value` rupees credited (0: none), the meal's own value, and why it is less (null when whole).
 */
export interface MissedCredit {
  value: number;
  mealValue: number;
  why: string | null;
}

/**
 * A delivery marked missed earns one meal credit at its frozen value, in the marking's
 * transaction (the caller holds the order's lock, then the delivery's), but never more than the
 * order has left of what it was paid after its refunds and the credits its meals already earned
 * (decision 154): with less left, the credit is what is left; with nothing, no credit, a trail
 * line saying why and an apology that promises none. Marked missed again after a take-back, it
 * earns again (an `adjusted` lot, as the delivery's one `earned` entry is already written);
 * while its credit stands, nothing more (null). Writes the order's trail line.
 */
export async function creditMissedDelivery(
  tx: Db,
  row: MarkedDelivery,
  who: ChangeActor,
  now: Date,
): Promise<MissedCredit | null> {
  const entries = await deliveryCreditEntries(tx, row.id);
  const standing = entries.reduce((sum, entry) => sum + entry.meals, 0);
  if (standing > 0) return null;
  const found = await deliveryValue(tx, row);
  if (!found) return null;
  const credit = missedMealCredit(found.value, await orderCreditCeiling(tx, row.subscriptionId));
  const why = credit.cut ? missedCreditCutWhy(credit) : null;
  const { paid, refunded, credited } = credit.ceiling;
  const trail = {
    subscriptionId: row.subscriptionId,
    deliveryId: row.id,
    actor: who.actor,
    actorId: who.actorId,
    reason: why,
    createdAt: now,
  };
  const outcome = { value: credit.value, mealValue: found.value, why };
  if (credit.value === 0) {
    const [withheld] = await tx
      .insert(orderEvents)
      .values({
        ...trail,
        action: 'credit-withheld',
        detail: {
          date: row.date,
          slot: row.slot,
          mealValue: found.value,
          paid,
          refunded,
          credited,
        },
      })
      .returning({ id: orderEvents.id });
    if (withheld) {
      await notifyMissedNoCredit(
        tx,
        { ...row, userId: found.userId },
        credit.ceiling,
        withheld.id,
        now,
      );
    }
    return outcome;
  }
  const again = entries.some((entry) => entry.kind === 'earned');
  const [earned] = await earnCredits(tx, {
    userId: found.userId,
    values: [credit.value],
    reason: again ? CREDIT_MSG.missedAgain : CREDIT_MSG.earnedForMissed,
    who,
    now,
    subscriptionId: row.subscriptionId,
    deliveryId: row.id,
    kind: again ? 'adjusted' : 'earned',
  });
  if (!earned) return null;
  await tx.insert(orderEvents).values({
    ...trail,
    action: 'credit-earned',
    detail: {
      date: row.date,
      slot: row.slot,
      meals: 1,
      value: credit.value,
      ...(credit.cut ? { mealValue: found.value } : {}),
    },
  });
  await notifyMissedCredit(
    tx,
    { ...row, userId: found.userId },
    { lotId: earned.id, value: credit.value },
    now,
  );
  return outcome;
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
