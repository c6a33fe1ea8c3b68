import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { deliveries } from '../db/schema/deliveries.ts';
import { subscriptions } from '../db/schema/orders.ts';

/** The deliveries still to come of the order being updated. */
function scheduledOf(db: Db) {
  return db
    .select({ one: sql`1` })
    .from(deliveries)
    .where(
      and(eq(deliveries.subscriptionId, subscriptions.id), eq(deliveries.status, 'scheduled')),
    );
}

/**
 * Stores 'completed' on every active order among `among` (order ids, or a query of them) that has no
 * delivery left to come (decision 76). Called in the transaction that took its last scheduled
 * meal away (a run-sheet mark, the end-of-day close), so the admin lists filter and count it from
 * the stored status and its index. A change adding a meal back to such an order would need an
 * admin to override the cut-off of a meal already due, at the same instant: not guarded further.
 */
export async function completeFinishedOrders(
  db: Db,
  among: PgSelect | string[],
): Promise<string[]> {
  const done = await db
    .update(subscriptions)
    .set({ status: 'completed' })
    .where(
      and(
        eq(subscriptions.status, 'active'),
        Array.isArray(among) ? inArray(subscriptions.id, among) : inArray(subscriptions.id, among),
        notExists(scheduledOf(db)),
      ),
    )
    .returning({ id: subscriptions.id });
  return done.map((row) => row.id);
}
