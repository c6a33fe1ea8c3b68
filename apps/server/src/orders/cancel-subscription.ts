import { and, eq, notInArray } from 'drizzle-orm';
import { giveBackCredits } from '../credits/credit-ledger.ts';
import type { Db } from '../db/client.ts';
import { deliveries, orderEvents } from '../db/schema/deliveries.ts';
import { subscriptions, transactions } from '../db/schema/orders.ts';
import type { ChangeActor } from '../deliveries/order-schedule.ts';
import { releaseCouponUses } from './coupon-uses.ts';
import { releaseTrialClaims } from './trial-claims.ts';

/**
 * Cancels an order once. An unpaid online order gives back its coupon use and its payment stops
 * waiting: 'expired' on the order and its payment record (a payment arriving later is recorded for
 * refund, not applied). A COD order's cash is no longer due: 'cancelled' on both, so no screen
 * tells anyone to collect it. A paid order stays paid, and a paid or COD order keeps its coupon
 * use: what a cancellation after the sale returns is the money issue's rule (refund or credit),
 * and the use went with the sale.
 */
export async function cancelSubscription(db: Db, id: string, who: CancelActor) {
  return db.transaction((tx) => cancelWithin(tx as unknown as Db, id, who));
}

/** Who cancels, for the order's trail; `accountDeleted` when the account closing did it. */
export interface CancelActor extends ChangeActor {
  accountDeleted?: boolean;
}

/**
 * The same cancellation inside the caller's transaction (an account closing cancels several).
 * Writes one `cancel` line to the order's trail, only when it really cancelled, so a repeated
 * request adds none.
 */
export async function cancelWithin(tx: Db, id: string, who: CancelActor) {
  const [before] = await tx
    .select({
      status: subscriptions.status,
      paymentStatus: subscriptions.paymentStatus,
      couponHeld: subscriptions.couponHeld,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for('update');
  // A completed order has nothing left to cancel, and its cash was due for meals delivered.
  if (!before || before.status === 'cancelled' || before.status === 'completed') return undefined;
  const unpaid = before.status === 'pending' || before.status === 'expired';
  // What the payment becomes: a waiting online payment stops waiting, cash is no longer due.
  const paymentStatus =
    before.paymentStatus === 'pending'
      ? ('expired' as const)
      : before.paymentStatus === 'due'
        ? ('cancelled' as const)
        : undefined;
  const [updated] = await tx
    .update(subscriptions)
    .set({
      status: 'cancelled',
      cancelledAt: new Date(),
      ...(unpaid ? { couponHeld: false } : {}),
      ...(paymentStatus ? { paymentStatus } : {}),
    })
    .where(
      and(eq(subscriptions.id, id), notInArray(subscriptions.status, ['cancelled', 'completed'])),
    )
    .returning({
      id: subscriptions.id,
      status: subscriptions.status,
      paymentStatus: subscriptions.paymentStatus,
      couponCode: subscriptions.couponCode,
    });
  if (!updated) return undefined;
  // Nothing more is cooked for it: the kitchen sheet and the run sheet drop its meals at once.
  const dropped = await tx
    .update(deliveries)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(deliveries.subscriptionId, id), eq(deliveries.status, 'scheduled')))
    .returning({ id: deliveries.id });
  await tx.insert(orderEvents).values({
    subscriptionId: id,
    actor: who.actor,
    actorId: who.actorId,
    action: 'cancel',
    detail: {
      was: before.status,
      meals: dropped.length,
      ...(who.accountDeleted ? { accountDeleted: true } : {}),
    },
    reason: who.reason ?? null,
  });
  if (unpaid && before.couponHeld && updated.couponCode) {
    await releaseCouponUses(tx, [updated.couponCode]);
  }
  if (unpaid) await releaseTrialClaims(tx, [updated.id]);
  // Credits spent on an order that was never paid come back (issue 14 point 4).
  if (unpaid) await giveBackCredits(tx, [updated.id], who, new Date());
  if (paymentStatus) {
    await tx
      .update(transactions)
      .set({ status: paymentStatus, updatedAt: new Date() })
      .where(
        and(
          eq(transactions.subscriptionId, id),
          eq(transactions.status, paymentStatus === 'expired' ? 'pending' : 'due'),
        ),
      );
  }
  return { id: updated.id, status: updated.status, paymentStatus: updated.paymentStatus };
}
