import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subscriptions, transactions, unappliedPayments } from '../db/schema/orders.ts';
import { insertDeliveriesFor } from '../deliveries/create-deliveries.ts';
import { issueInvoiceFor } from '../invoices/issue-invoice.ts';
import { notifyPaymentReceived } from '../notifications/events.ts';
import { releaseCouponUses, reserveCouponUse } from '../orders/coupon-uses.ts';
import { spendOrderCredits } from '../orders/create-subscription.ts';
import { claimTrial, releaseTrialClaims } from '../orders/trial-claims.ts';

export interface CapturedPayment {
  transactionId: string;
  gateway: 'test' | 'razorpay';
  paymentId: string;
  /** What the gateway says it captured, in rupees, when it says (webhooks do). */
  amountRupees?: number;
}

export type SettleOutcome =
  /** The order is now paid and active: announce it. */
  | { kind: 'activated'; subscriptionId: string; totalPrice: number }
  /** This very payment was settled before (browser and webhook both report it). */
  | { kind: 'already-settled'; subscriptionId: string }
  /** Money was taken but cannot apply to the order; it is kept in unapplied_payments, refund due. */
  | { kind: 'unapplied'; subscriptionId: string; reason: string };

export const UNAPPLIED_REASONS = {
  secondPayment: 'A second payment for an order that was already paid.',
  cancelled: 'Payment arrived for an order that had been cancelled.',
  couponUsedUp:
    'Payment arrived after the order expired, and its coupon had been used up meanwhile.',
  trialUsed:
    'Payment arrived after the trial order expired, and the phone number had had its trial meanwhile.',
  creditsGone:
    'Payment arrived after the order expired, and the meal credits it used had been spent or had expired meanwhile.',
} as const;

/**
 * Applies a captured payment to its order, inside the caller's transaction, exactly once: the
 * payment record and the order are locked, so the browser and a webhook reporting the same payment
 * at once settle it once. A payment that cannot apply is never dropped: it is recorded for refund.
 * A payment that arrives after the order expired still activates it (the customer's money was
 * taken), taking its coupon use back if one is left.
 */
export async function settlePayment(
  tx: Db,
  payment: CapturedPayment,
  now: Date = new Date(),
): Promise<SettleOutcome> {
  const [row] = await tx
    .select({ txn: transactions, sub: subscriptions })
    .from(transactions)
    .innerJoin(subscriptions, eq(subscriptions.id, transactions.subscriptionId))
    .where(eq(transactions.id, payment.transactionId))
    .for('update');
  if (!row) throw new Error(`no payment record ${payment.transactionId}`);
  const { txn, sub } = row;

  const unapplied = async (reason: string): Promise<SettleOutcome> => {
    await tx
      .insert(unappliedPayments)
      .values({
        gateway: payment.gateway,
        gatewayOrderId: txn.gatewayOrderId,
        gatewayPaymentId: payment.paymentId,
        subscriptionId: sub.id,
        userId: sub.userId,
        amount: payment.amountRupees ?? txn.amount,
        reason,
      })
      .onConflictDoNothing();
    return { kind: 'unapplied', subscriptionId: sub.id, reason };
  };

  if (txn.status === 'paid') {
    if (txn.gatewayPaymentId === payment.paymentId) {
      return { kind: 'already-settled', subscriptionId: sub.id };
    }
    return unapplied(UNAPPLIED_REASONS.secondPayment);
  }
  if (sub.status === 'cancelled') return unapplied(UNAPPLIED_REASONS.cancelled);
  if (sub.couponCode && !sub.couponHeld && !(await reserveCouponUse(tx, sub.couponCode))) {
    return unapplied(UNAPPLIED_REASONS.couponUsedUp);
  }
  // An expired trial gave its claim back; paying late takes it again if the phone still has it.
  if (sub.isTrial && sub.status === 'expired' && sub.userId) {
    if (!(await claimTrial(tx, sub.userId, sub.id))) {
      if (sub.couponCode && !sub.couponHeld) {
        await releaseCouponUses(tx, [sub.couponCode]);
      }
      return unapplied(UNAPPLIED_REASONS.trialUsed);
    }
  }

  // An expired order gave its credits back; paying late spends them again if they are all there.
  if (sub.status === 'expired' && !(await spendOrderCredits(tx, sub, new Date()))) {
    if (sub.couponCode && !sub.couponHeld) await releaseCouponUses(tx, [sub.couponCode]);
    if (sub.isTrial) await releaseTrialClaims(tx, [sub.id]);
    return unapplied(UNAPPLIED_REASONS.creditsGone);
  }

  await tx
    .update(transactions)
    .set({ status: 'paid', gatewayPaymentId: payment.paymentId, updatedAt: now })
    .where(eq(transactions.id, txn.id));
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      paymentStatus: 'paid',
      couponHeld: sub.couponCode !== null,
      confirmedAt: now,
      expiresAt: null,
    })
    .where(and(eq(subscriptions.id, sub.id)));
  await insertDeliveriesFor(tx, sub.id, now);
  // The tax invoice for the money received, in the same transaction (decision 111).
  await issueInvoiceFor(tx, sub.id, now);
  await notifyPaymentReceived(tx, sub, now);
  return { kind: 'activated', subscriptionId: sub.id, totalPrice: txn.amount };
}
