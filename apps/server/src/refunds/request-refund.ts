import { MSG } from '@fitthali/domain/messages';
import {
  nothingLeftToRefundMessage,
  REFUND_MSG,
  refundAboveLimitMessage,
} from '@fitthali/domain/refund-messages';
import { checkRefundAmount, type RefundCheck, type RefundSpeed } from '@fitthali/domain/refunds';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paidOnline } from '../db/queries/paid-online.ts';
import { subscriptions, transactions } from '../db/schema/orders.ts';
import { type Refund, refunds } from '../db/schema/refunds.ts';
import type { ChangeActor } from '../deliveries/order-schedule.ts';
import { HttpError } from '../http-error.ts';
import type { GatewayName } from '../payments/gateway.ts';
import { orderRefundCeiling } from './refund-ceiling.ts';
import { writeRefundTrail } from './refund-trail.ts';

export interface RefundRequest {
  subscriptionId: string;
  /** Whole rupees. */
  amount: number;
  /** Why the money goes back: the admin's written reason, or the cancellation's rule. */
  reason: string;
  actor: ChangeActor['actor'];
  actorId: string | null;
  /** One key, one refund: a repeated request answers with the refund the first one made. */
  idempotencyKey: string;
  /** Razorpay's speed (the REFUND_SPEED setting); kept on the row so every retry asks the same. */
  speed?: RefundSpeed;
  /** The gateways this server can refund through (`refundGateways(app)`); absent means any. */
  gateways?: readonly GatewayName[];
}

export interface RequestedRefund {
  refund: Refund;
  /** False when the key had already made this refund: nothing was written this time. */
  created: boolean;
}

/**
 * What a COD order's refund would be. COD cash is ours only once collected, and collection is
 * recorded by the COD part of issue 14 (branch i14-cod): until then there is no money to return
 * through a gateway. This is the hook where a refund of collected cash (paid back by hand,
 * recorded without a gateway) joins later.
 */
function refundCashOrder(): never {
  throw new HttpError(400, REFUND_MSG.codNotRefundable);
}

/**
 * The refusal of an amount the ceiling does not allow, saying the maximum and why. More than was
 * ever paid is a wrong request (400); more than is left is a conflict with what the order already
 * gave back (409): refunds made meanwhile (a race, a second tab) or meal credits.
 */
export function refundRefusal(check: Extract<RefundCheck, { ok: false }>, amount: number) {
  if (check.problem === 'not-whole') return new HttpError(400, REFUND_MSG.amountNotWhole);
  if (check.problem === 'not-positive') return new HttpError(400, REFUND_MSG.amountNotPositive);
  if (check.problem === 'nothing-left') {
    return new HttpError(409, nothingLeftToRefundMessage(check.ceiling));
  }
  const status = amount > check.ceiling.paid ? 400 : 409;
  return new HttpError(status, refundAboveLimitMessage(check.ceiling));
}

/**
 * Writes a pending refund of an order's online payment and its line in the order's trail, inside
 * the caller's transaction, with the order row locked: two refunds at once are checked one after
 * the other, so together they never exceed the order's refund ceiling: what it received minus the
 * refunds not failed minus the meal credits its meals earned (decision 137). Nothing is sent here: the caller sends it with `sendRefund` after commit, because a
 * gateway call must never hold a database transaction open (decision 89).
 */
export async function requestRefund(
  tx: Db,
  request: RefundRequest,
  now: Date = new Date(),
): Promise<RequestedRefund> {
  const [sub] = await tx
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      paymentMode: subscriptions.paymentMode,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, request.subscriptionId))
    .for('update');
  if (!sub) throw new HttpError(404, MSG.orderNotFound);

  const [existing] = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.idempotencyKey, request.idempotencyKey));
  if (existing) {
    if (existing.subscriptionId !== sub.id || existing.amount !== request.amount) {
      throw new HttpError(409, REFUND_MSG.idempotencyMismatch);
    }
    return { refund: existing, created: false };
  }

  if (sub.paymentMode === 'COD') refundCashOrder();
  const [payment] = await tx.select().from(transactions).where(paidOnline(sub.id));
  if (
    !payment?.gatewayPaymentId ||
    (payment.gateway !== 'test' && payment.gateway !== 'razorpay')
  ) {
    throw new HttpError(409, REFUND_MSG.notPaidOnline);
  }
  // A test payment on a server now running Razorpay (or the reverse) has nobody to refund it.
  if (request.gateways && !request.gateways.includes(payment.gateway)) {
    throw new HttpError(409, REFUND_MSG.gatewayUnavailable);
  }

  const ceiling = await orderRefundCeiling(tx, sub.id);
  const check = checkRefundAmount(request.amount, ceiling);
  if (!check.ok) throw refundRefusal(check, request.amount);

  const [refund] = await tx
    .insert(refunds)
    .values({
      subscriptionId: sub.id,
      transactionId: payment.id,
      userId: sub.userId,
      amount: request.amount,
      gateway: payment.gateway,
      speed: request.speed ?? 'normal',
      reason: request.reason,
      actor: request.actor,
      actorId: request.actorId,
      idempotencyKey: request.idempotencyKey,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // The key was taken meanwhile by a refund of another order (the order lock does not cover it).
  if (!refund) throw new HttpError(409, REFUND_MSG.idempotencyMismatch);
  const who = { actor: request.actor, actorId: request.actorId, reason: request.reason };
  await writeRefundTrail(tx, refund, 'refund', who, { detail: { gateway: refund.gateway } });
  return { refund, created: true };
}
