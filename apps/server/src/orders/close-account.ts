import { mealsRemaining, unusedMealsAmount } from '@fitthali/domain/cut-off';
import type { Slot } from '@fitthali/domain/plans';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subscriptions, transactions, unappliedPayments } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import { cancelWithin } from './cancel-subscription.ts';

export const UNUSED_MEALS_REASON = (meals: number) =>
  `Account deleted with ${meals} ${meals === 1 ? 'meal' : 'meals'} of a paid plan still to come.`;

/**
 * Deletes an account and, in the same transaction, ends its plans (issue 11 point 2): every active
 * or unpaid order is cancelled by the admin-cancel rules, so no meal is cooked for a deleted
 * customer. The unused share of a plan paid online is recorded for refund to the original payment
 * (the admin's Payments to refund list), as the customer can no longer be contacted.
 */
export async function closeAccount(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const live = await tx
      .select({ sub: subscriptions, txn: transactions })
      .from(subscriptions)
      .leftJoin(transactions, eq(transactions.subscriptionId, subscriptions.id))
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, ['active', 'pending', 'expired']),
        ),
      );
    for (const { sub, txn: payment } of live) {
      const cancelled = await cancelWithin(tx, sub.id, {
        actor: 'customer',
        // Nulled with the account a moment later; the trail still says the customer did it.
        actorId: userId,
        accountDeleted: true,
      });
      if (!cancelled || sub.status !== 'active' || payment?.status !== 'paid') continue;
      const unused = mealsRemaining(sub.deliveryDates, sub.slot as Slot, now);
      const amount = unusedMealsAmount(sub.totalPrice, sub.totalMeals, unused);
      if (amount <= 0 || !payment.gatewayPaymentId) continue;
      await tx
        .insert(unappliedPayments)
        .values({
          gateway: payment.gateway === 'razorpay' ? 'razorpay' : 'test',
          gatewayOrderId: payment.gatewayOrderId,
          gatewayPaymentId: payment.gatewayPaymentId,
          subscriptionId: sub.id,
          userId: null,
          amount,
          reason: UNUSED_MEALS_REASON(unused),
        })
        .onConflictDoNothing();
    }
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length > 0;
  });
}
