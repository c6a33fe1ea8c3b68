import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subscriptions, transactions } from '../db/schema/orders.ts';

/** Unpaid online orders stop holding their place once their time is up. */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(subscriptions)
      .set({ status: 'expired', paymentStatus: 'expired' })
      .where(and(eq(subscriptions.status, 'pending'), lt(subscriptions.expiresAt, now)))
      .returning({ id: subscriptions.id });
    if (expired.length > 0) {
      await tx
        .update(transactions)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            inArray(
              transactions.subscriptionId,
              expired.map((e) => e.id),
            ),
            eq(transactions.status, 'pending'),
          ),
        );
    }
    return expired.length;
  });
}
