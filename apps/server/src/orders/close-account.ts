import {
  type AccountClosing,
  accountClosing,
  type ClosingFigures,
  type ClosingOrder,
  sameClosingFigures,
} from '@fitthali/domain/account-closing';
import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import type { CreditBalance } from '@fitthali/domain/meal-credits';
import { creditExpiresAt } from '@fitthali/domain/meal-credits';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  creditBalance,
  creditsToGiveBack,
  forfeitCredits,
  lockCustomer,
} from '../credits/credit-ledger.ts';
import { loadCreditSettings } from '../credits/credit-settings.ts';
import type { Db } from '../db/client.ts';
import { subscriptions } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import { type ChangeActor, readOrderSchedule } from '../deliveries/order-schedule.ts';
import { HttpError } from '../http-error.ts';
import { refundGateways, sendRefund } from '../refunds/send-refund.ts';
import { cancelPlanWithin, outcomeOf } from './cancel-plan.ts';

export interface AccountClosed {
  deleted: boolean;
  /** Plans cancelled with the account. */
  plansCancelled: number;
  /** The refunds requested, sent to the gateway after commit. */
  refunds: string[];
  /** What the deletion did, in the confirmation's figures. */
  done: ClosingFigures;
}

/** The orders a deletion ends: confirmed plans, and orders still waiting for their payment. */
const LIVE = ['active', 'pending', 'expired'] as const;

function liveOrders(db: Db, userId: string) {
  return db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE])))
    .orderBy(asc(subscriptions.id));
}

/**
 * What deleting the account would do at `now` (issue 25 point 1, decision 131), from the very
 * functions the deletion applies: each confirmed plan's `outcomeOf` (the cancellation rule, as the
 * customer's own cancel), the credits the rule gives back as `giveBackCredits` would, and the
 * balance the ledger holds; then every credit is forfeited. `GET /api/user/delete/preview`
 * answers it, and the deletion recomputes it under its locks before doing anything.
 */
export async function previewAccountClosing(
  db: Db,
  userId: string,
  now: Date,
): Promise<AccountClosing> {
  const orders: ClosingOrder[] = [];
  for (const { id } of await liveOrders(db, userId)) {
    const order = await readOrderSchedule(db, id, userId);
    if (!order) continue;
    if (order.sub.status !== 'active') {
      // An order never paid is cancelled with every credit it spent given back.
      orders.push({
        outcome: null,
        stillDelivered: 0,
        creditsBackLive: await creditsToGiveBack(db, [id], now),
      });
      continue;
    }
    const outcome = await outcomeOf(db, order, now);
    const scheduled = order.items.filter((item) => item.status === 'scheduled').length;
    orders.push({
      outcome,
      stillDelivered: scheduled - outcome.cancelled.length,
      creditsBackLive:
        outcome.creditsBack.meals > 0
          ? await creditsToGiveBack(db, [id], now)
          : { meals: 0, value: 0 },
    });
  }
  const { expiryDays } = await loadCreditSettings(db);
  return accountClosing({
    held: await creditBalance(db, userId, now),
    orders,
    earnedLive: creditExpiresAt(now, expiryDays) > now,
  });
}

export interface CloseAccountOptions {
  now?: Date;
  /** The figures the customer confirmed: the deletion refuses (409) when they changed. */
  expected?: ClosingFigures;
}

/**
 * Deletes an account and, in the same transaction, ends its plans by the cancellation rule
 * (issue 11 point 2, issue 14, decisions 103 and 131): each live order goes through
 * `cancelPlanWithin` under its lock, exactly as the customer's own cancel would (before the start
 * the money back and the credits spent given back; after it the meals not yet being prepared
 * become meal credits, no money; a trial neither; a COD order still uncollected owes only the meals
 * kept). Then every credit the customer holds is forfeited in the ledger, and the person is
 * erased; the orders, refunds and ledger stay for the books with their link to the person nulled.
 * The confirmation's figures are recomputed under the locks first, and when the customer sent the
 * ones they were shown, a difference refuses the deletion rather than doing something else. The
 * refunds go to the gateway after commit (decision 89).
 */
export async function closeAccount(
  app: FastifyInstance,
  userId: string,
  options: CloseAccountOptions = {},
): Promise<AccountClosed> {
  const now = options.now ?? app.now();
  const who: ChangeActor = { actor: 'customer', actorId: userId };
  const closed = await app.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Locked together, in one order, so a cancel or skip racing the deletion waits, and sees the
    // plan cancelled, rather than the deletion failing halfway; then the customer, whom every
    // spend of their credits queues behind, so the balance read below is the one forfeited.
    const live = await liveOrders(tx, userId).for('update');
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (exists) await lockCustomer(tx, userId);
    const promised = await previewAccountClosing(tx, userId, now);
    if (options.expected && !sameClosingFigures(options.expected, promised)) {
      throw new HttpError(409, ACCOUNT_MSG.deleteFiguresChanged);
    }
    const refunds: string[] = [];
    let refund = 0;
    let amountDue = 0;
    let mealsCancelled = 0;
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
      refund += done.outcome?.refund ?? 0;
      amountDue += done.outcome?.amountDue ?? 0;
      mealsCancelled += done.outcome?.cancelled.length ?? 0;
    }
    const forfeited: CreditBalance = exists
      ? await forfeitCredits(tx, userId, who, now)
      : { meals: 0, value: 0 };
    const done: ClosingFigures = { refund, amountDue, mealsCancelled, forfeited };
    if (!sameClosingFigures(promised, done)) {
      // The confirmation and the deletion are one computation; a difference is a defect to fix.
      app.log.error({ userId, promised, done }, 'account deletion differs from its confirmation');
    }
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return { deleted: deleted.length > 0, plansCancelled: live.length, refunds, done };
  });
  for (const id of closed.refunds) await sendRefund(app, id);
  return closed;
}
