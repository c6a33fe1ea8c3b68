import type { CreditBalance } from '@fitthali/domain/meal-credits';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forfeitCredits } from '../credits/credit-ledger.ts';
import type { Db } from '../db/client.ts';
import { subscriptions } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import type { ChangeActor } from '../deliveries/order-schedule.ts';
import { refundGateways, sendRefund } from '../refunds/send-refund.ts';
import { cancelPlanWithin } from './cancel-plan.ts';

export interface AccountClosed {
  deleted: boolean;
  /** Plans cancelled with the account. */
  plansCancelled: number;
  /** The refunds requested, sent to the gateway after commit. */
  refunds: string[];
  /** The meal credits the customer held, forfeited with the account. */
  creditsForfeited: CreditBalance;
}

/**
 * Deletes an account and, in the same transaction, ends its plans by the cancellation rule
 * (issue 11 point 2, issue 14, decision 103): each live order goes through `cancelPlanWithin`
 * under its lock, as the customer's own cancel would, with `accountClosingOutcome`: before the
 * start a full refund through the gateway (COD: nothing due), after the start the meals not yet
 * being prepared are refunded in money when paid online (credits would be worthless without an
 * account) and a COD order still uncollected owes only the meals kept. The credits the customer
 * holds are forfeited in the ledger, then the person is erased; the orders, refunds and ledger
 * stay for the books with their link to the person nulled. The refunds go to the gateway after
 * commit (decision 89).
 */
export async function closeAccount(
  app: FastifyInstance,
  userId: string,
  now: Date = app.now(),
): Promise<AccountClosed> {
  const who: ChangeActor = { actor: 'customer', actorId: userId };
  const closed = await app.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Locked together, in one order, so a cancel or skip racing the deletion waits, and sees the
    // plan cancelled, rather than the deletion failing halfway.
    const live = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, ['active', 'pending', 'expired']),
        ),
      )
      .orderBy(asc(subscriptions.id))
      .for('update');
    const refunds: string[] = [];
    for (const { id } of live) {
      const done = await cancelPlanWithin(tx, id, {
        who,
        ownerId: userId,
        now,
        accountClosing: true,
        speed: app.config.payments.refundSpeed,
        gateways: refundGateways(app),
      });
      if (done.toSend) refunds.push(done.toSend);
    }
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    const creditsForfeited = exists
      ? await forfeitCredits(tx, userId, who, now)
      : { meals: 0, value: 0 };
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return {
      deleted: deleted.length > 0,
      plansCancelled: live.length,
      refunds,
      creditsForfeited,
    };
  });
  for (const id of closed.refunds) await sendRefund(app, id);
  return closed;
}
