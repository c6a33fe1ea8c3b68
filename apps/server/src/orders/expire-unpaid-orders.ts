import { and, eq, inArray, lt } from 'drizzle-orm';
import { giveBackCredits } from '../credits/credit-ledger.ts';
import type { Db } from '../db/client.ts';
import { subscriptions, transactions } from '../db/schema/orders.ts';
import { releaseCouponUses } from './coupon-uses.ts';
import { releaseTrialClaims } from './trial-claims.ts';

/**
 * Unpaid online orders stop holding their place, their coupon use and their trial once their time is up. The
 * rows are locked first, so a payment settling the same order at that moment either comes before
 * (and the order is no longer pending) or after (and takes the coupon use back if one is left).
 */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: subscriptions.id, couponCode: subscriptions.couponCode })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'pending'), lt(subscriptions.expiresAt, now)))
      .for('update');
    if (due.length === 0) return 0;
    const ids = due.map((d) => d.id);
    const released = await tx
      .update(subscriptions)
      .set({ status: 'expired', paymentStatus: 'expired', couponHeld: false })
      .where(and(inArray(subscriptions.id, ids), eq(subscriptions.couponHeld, true)))
      .returning({ couponCode: subscriptions.couponCode });
    await tx
      .update(subscriptions)
      .set({ status: 'expired', paymentStatus: 'expired' })
      .where(inArray(subscriptions.id, ids));
    await releaseCouponUses(
      tx as unknown as Db,
      released.flatMap((r) => (r.couponCode ? [r.couponCode] : [])),
    );
    await releaseTrialClaims(tx as unknown as Db, ids);
    await giveBackCredits(tx as unknown as Db, ids, { actor: 'system', actorId: null }, now);
    await tx
      .update(transactions)
      .set({ status: 'expired', updatedAt: now })
      .where(and(inArray(transactions.subscriptionId, ids), eq(transactions.status, 'pending')));
    return due.length;
  });
}
