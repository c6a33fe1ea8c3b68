import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subscriptions, transactions } from '../db/schema/orders.ts';
import { useCoupon } from '../orders/create-subscription.ts';

/**
 * Marks an online payment paid and its order active, once: a second confirmation (the browser and
 * the webhook both report the same payment) finds nothing left to change and returns changed=false,
 * so the new-order event is sent exactly once. A payment that arrives after the order expired still
 * activates it: the customer's money was taken.
 */
export async function markPaid(
  db: Db,
  transactionId: string,
  paymentId: string,
): Promise<{ changed: boolean; subscriptionId: string | null; totalPrice: number }> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(transactions)
      .set({ status: 'paid', gatewayPaymentId: paymentId, updatedAt: new Date() })
      .where(
        and(
          eq(transactions.id, transactionId),
          inArray(transactions.status, ['pending', 'expired', 'failed']),
        ),
      )
      .returning();
    if (!paid) return { changed: false, subscriptionId: null, totalPrice: 0 };
    const [sub] = await tx
      .update(subscriptions)
      .set({ status: 'active', paymentStatus: 'paid', confirmedAt: new Date(), expiresAt: null })
      .where(
        and(
          eq(subscriptions.id, paid.subscriptionId),
          inArray(subscriptions.status, ['pending', 'expired']),
        ),
      )
      .returning();
    if (sub) await useCoupon(tx as unknown as Db, sub.couponCode);
    return { changed: Boolean(sub), subscriptionId: paid.subscriptionId, totalPrice: paid.amount };
  });
}
