import { REFUND_MAX_ATTEMPTS, refundRetryDelayMs, rupeesToPaise } from '@fitthali/domain/refunds';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { transactions } from '../db/schema/orders.ts';
import { type Refund, refunds } from '../db/schema/refunds.ts';
import { GatewayError, type GatewayName, type GatewayRefund } from '../payments/gateway.ts';
import { SYSTEM, writeRefundTrail } from './refund-trail.ts';
import { settleRefund } from './settle-refund.ts';

/**
 * The key the gateway knows one request of a refund by: the same for every retry of the request
 * (a lost answer, a crash between call and commit), so the gateway never refunds twice; a new one
 * only after the gateway itself failed the refund it made, which is counted in `declines`.
 */
export function gatewayRefundKey(refund: Pick<Refund, 'id' | 'declines'>): string {
  return `ft_refund_${refund.id}_${refund.declines}`;
}

/** The gateways this server can send a refund to. */
export function refundGateways(app: FastifyInstance): GatewayName[] {
  return [
    ...(app.payments.test ? (['test'] as const) : []),
    ...(app.payments.razorpay ? (['razorpay'] as const) : []),
  ];
}

/** Takes a due refund for sending, so two senders (a request, the job) never call at once. */
async function claim(app: FastifyInstance, refundId: string, now: Date) {
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ refund: refunds, paymentId: transactions.gatewayPaymentId })
      .from(refunds)
      .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
      .where(
        and(
          eq(refunds.id, refundId),
          eq(refunds.status, 'pending'),
          isNull(refunds.gatewayRefundId),
          lte(refunds.nextAttemptAt, now),
        ),
      )
      .for('update', { of: refunds, skipLocked: true });
    if (!row) return undefined;
    const attempts = row.refund.attempts + 1;
    // Until the answer is stored the refund is not due again: a sender that dies mid-call leaves
    // it to the job after the backoff, which asks again with the same key.
    await tx
      .update(refunds)
      .set({
        attempts,
        nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(attempts)),
        updatedAt: now,
      })
      .where(eq(refunds.id, refundId));
    return { refund: { ...row.refund, attempts }, paymentId: row.paymentId };
  });
}

/** A call that did not reach a refund: it waits for the next try, or for the admin at the end. */
async function recordFailure(tx: Db, refund: Refund, error: string, now: Date) {
  const givesUp = refund.attempts >= REFUND_MAX_ATTEMPTS;
  const [after] = await tx
    .update(refunds)
    .set({
      lastError: error.slice(0, 500),
      updatedAt: now,
      ...(givesUp ? { status: 'failed' } : {}),
    })
    .where(
      and(
        eq(refunds.id, refund.id),
        eq(refunds.status, 'pending'),
        isNull(refunds.gatewayRefundId),
      ),
    )
    .returning();
  if (after && givesUp) {
    await writeRefundTrail(tx, refund, 'refund-failed', SYSTEM, {
      detail: { attempts: refund.attempts },
    });
  }
}

/**
 * Sends one pending refund to its gateway, outside any database transaction, then stores what the
 * gateway answered: its refund id, and at once the outcome when the gateway already knows it (the
 * test gateway always does), through the handler the webhooks use. A call that fails is left for
 * the retry job. Answers the refund as stored afterwards, or undefined when it was not due.
 */
export async function sendRefund(app: FastifyInstance, refundId: string) {
  const now = app.now();
  const claimed = await claim(app, refundId, now);
  if (!claimed) return undefined;
  const { refund, paymentId } = claimed;
  const gateway = refund.gateway === 'razorpay' ? app.payments.razorpay : app.payments.test;
  let answer: GatewayRefund;
  try {
    if (!gateway) throw new GatewayError(`the ${refund.gateway} gateway is not enabled`);
    if (!paymentId) throw new GatewayError('the payment has no gateway payment id');
    answer = await gateway.refund(paymentId, rupeesToPaise(refund.amount), {
      speed: refund.speed,
      receipt: refund.id,
      idempotencyKey: gatewayRefundKey(refund),
      notes: { subscription_id: refund.subscriptionId },
    });
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    app.log.warn({ err, refundId }, 'refund call failed');
    await app.db.transaction((tx) => recordFailure(tx as unknown as Db, refund, err.message, now));
    return readRefund(app.db, refundId);
  }
  await app.db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({ gatewayRefundId: answer.refundId, lastError: null, updatedAt: now })
      .where(
        and(
          eq(refunds.id, refund.id),
          eq(refunds.status, 'pending'),
          // A webhook that failed this round meanwhile moved the refund on; the id is stale.
          eq(refunds.declines, refund.declines),
          isNull(refunds.gatewayRefundId),
        ),
      );
    if (answer.status !== 'pending') {
      await settleRefund(
        tx as unknown as Db,
        {
          gateway: refund.gateway,
          gatewayRefundId: answer.refundId,
          receipt: refund.id,
          outcome: answer.status,
        },
        now,
      );
    }
  });
  return readRefund(app.db, refundId);
}

export async function readRefund(db: Db, refundId: string): Promise<Refund | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return row;
}

/**
 * The retry job: sends every refund whose next attempt is due (never sent, its call failed, or
 * the gateway failed it). Bounded per run; the claim makes two instances running it harmless.
 */
export async function retryDueRefunds(app: FastifyInstance, batch = 50): Promise<number> {
  const due = await app.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.gatewayRefundId),
        lte(refunds.nextAttemptAt, app.now()),
      ),
    )
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(batch);
  for (const { id } of due) await sendRefund(app, id);
  return due.length;
}
