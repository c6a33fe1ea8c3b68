import { todayInIndia } from '@fitthali/domain/dates';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveries } from '../db/schema/deliveries.ts';
import { completeFinishedOrders } from '../orders/complete-orders.ts';

/**
 * At the end of each India day, the day's deliveries still scheduled count as delivered (the
 * kitchen marks the ones that went wrong as missed during the day), so the books never hold a past
 * meal as still to come (issue 13 point 6); an order whose last meals these were is completed
 * (decision 76). Safe to run as often as wanted: it only touches days before today.
 */
export async function closePastDays(db: Db, now = new Date()): Promise<number> {
  const today = todayInIndia(now);
  const past = and(eq(deliveries.status, 'scheduled'), lt(deliveries.date, today));
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const closed = await tx
      .update(deliveries)
      .set({ status: 'delivered', updatedAt: now })
      .where(past)
      .returning({ date: deliveries.date });
    const first = closed.reduce<string | null>(
      (min, row) => (!min || row.date < min ? row.date : min),
      null,
    );
    if (first) {
      // The orders just closed, read back from the rows this transaction wrote (their days through
      // the kitchen index), not from a list of ids that could outgrow a statement's parameters.
      await completeFinishedOrders(
        tx,
        tx
          .selectDistinct({ id: deliveries.subscriptionId })
          .from(deliveries)
          .where(
            and(
              gte(deliveries.date, first),
              lt(deliveries.date, today),
              eq(deliveries.status, 'delivered'),
              eq(deliveries.updatedAt, now),
            ),
          )
          .$dynamic(),
      );
    }
    return closed.length;
  });
}
