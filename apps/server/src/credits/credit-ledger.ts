import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import {
  balanceOf,
  type CreditApplication,
  type CreditBalance,
  type CreditLot,
  creditExpiresAt,
  creditsToApply,
} from '@fitthali/domain/meal-credits';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { type CreditEntry, creditEntries } from '../db/schema/credits.ts';
import { orderEvents } from '../db/schema/deliveries.ts';
import { users } from '../db/schema/users.ts';
import type { ChangeActor } from '../deliveries/order-schedule.ts';
import { HttpError } from '../http-error.ts';
import { loadCreditSettings } from './credit-settings.ts';

const consumer = alias(creditEntries, 'consumer');

/**
 * A customer's lots still to spend at `now`: +1 entries nothing has consumed yet and whose expiry
 * is still ahead, so an expired lot never counts even before the expiry job has written its entry.
 */
export async function liveLots(db: Db, userId: string, now: Date): Promise<CreditLot[]> {
  const rows = await db
    .select({
      id: creditEntries.id,
      value: creditEntries.value,
      expiresAt: creditEntries.expiresAt,
    })
    .from(creditEntries)
    .leftJoin(consumer, eq(consumer.lotId, creditEntries.id))
    .where(and(eq(creditEntries.userId, userId), isLive(now)))
    .orderBy(asc(creditEntries.expiresAt), asc(creditEntries.id));
  return rows.map((row) => ({ id: row.id, value: row.value, expiresAt: row.expiresAt as Date }));
}

/** What makes an entry a live lot at `now` (joined with `consumer`): the one rule of the balance. */
function isLive(now: Date) {
  return and(eq(creditEntries.meals, 1), gt(creditEntries.expiresAt, now), isNull(consumer.id));
}

/**
 * Every customer's live credits together, by the same rule as `creditBalance`: the liability the
 * books call credits outstanding (decision 98).
 */
export async function liveCreditsTotal(db: Db, now = new Date()): Promise<CreditBalance> {
  const [row] = await db
    .select({
      meals: sql<number>`count(*)::int`,
      value: sql<number>`coalesce(sum(${creditEntries.value}), 0)::int`,
    })
    .from(creditEntries)
    .leftJoin(consumer, eq(consumer.lotId, creditEntries.id))
    .where(isLive(now));
  return { meals: Number(row?.meals ?? 0), value: Number(row?.value ?? 0) };
}

/** The balance in meals and rupees: the profile's `credits` and `GET /api/user/credits`. */
export async function creditBalance(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<CreditBalance> {
  return balanceOf(await liveLots(db, userId, now), now);
}

/** A customer's entries, newest first (the profile shows the last 200). */
export async function creditEntriesOf(db: Db, userId: string): Promise<CreditEntry[]> {
  return db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId))
    .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
    .limit(200);
}

export interface EarnInput {
  userId: string;
  /** One lot per meal, each with the rupee value it was earned at. */
  values: readonly number[];
  reason: string;
  who: ChangeActor;
  now: Date;
  subscriptionId?: string | null;
  /** The missed delivery it makes good: at most one earned credit per delivery. */
  deliveryId?: string | null;
  /** The failed refund issued as these credits instead of money (decision 98). */
  refundId?: string | null;
  kind?: 'earned' | 'adjusted';
}

/**
 * Writes earned lots inside the caller's transaction, each lasting the operator's expiry period.
 * Idempotent per delivery: a delivery that already earned one earns nothing (the answer is empty).
 * The cancellation (issue 14 point 2) earns the last meals' values through here.
 */
export async function earnCredits(tx: Db, input: EarnInput): Promise<CreditEntry[]> {
  if (input.values.length === 0) return [];
  if (input.values.some((value) => !Number.isInteger(value) || value < 0)) {
    throw new RangeError('A credit carries whole rupees, 0 or more');
  }
  const { expiryDays } = await loadCreditSettings(tx);
  const expiresAt = creditExpiresAt(input.now, expiryDays);
  return tx
    .insert(creditEntries)
    .values(
      input.values.map((value) => ({
        userId: input.userId,
        kind: input.kind ?? ('earned' as const),
        meals: 1,
        value,
        reason: input.reason,
        subscriptionId: input.subscriptionId ?? null,
        deliveryId: input.deliveryId ?? null,
        refundId: input.refundId ?? null,
        actor: input.who.actor,
        actorId: input.who.actorId,
        createdAt: input.now,
        expiresAt,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/** Takes the customer's row lock that every spend of their credits queues behind. */
export async function lockCustomer(tx: Db, userId: string): Promise<void> {
  // NO KEY UPDATE: an order inserted for this customer in the same transaction holds KEY SHARE on
  // the row (its foreign key), which this lock does not conflict with.
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!row) throw new HttpError(404, CREDIT_MSG.creditsChanged);
}

export interface SpendInput {
  userId: string;
  /** Meals the customer asked to spend. */
  requested: number;
  /** The order's meals and its total before credits: the limits of the rule. */
  meals: number;
  total: number;
  subscriptionId: string;
  who: ChangeActor;
  now: Date;
  /** What the order was priced with: when the live credits give anything else, nothing is spent. */
  expect?: { meals: number; value: number };
}

/**
 * Spends credits on an order inside its transaction: locks the customer, picks the lots by the
 * domain rule (oldest expiry first) and writes one `spent` entry per lot. Two orders racing for the
 * same credits queue on the lock, and the second sees only what the first left. Undefined (and
 * nothing written) when `expect` is given and the credits no longer give it.
 */
export async function spendCredits(
  tx: Db,
  input: SpendInput,
): Promise<CreditApplication | undefined> {
  if (input.requested <= 0) return { lots: [], meals: 0, value: 0 };
  await lockCustomer(tx, input.userId);
  const lots = await liveLots(tx, input.userId, input.now);
  const applied = creditsToApply({ ...input, lots });
  if (
    input.expect &&
    (applied.meals !== input.expect.meals || applied.value !== input.expect.value)
  ) {
    return undefined;
  }
  if (applied.meals === 0) return applied;
  const written = await tx
    .insert(creditEntries)
    .values(
      applied.lots.map((lot) => ({
        userId: input.userId,
        kind: 'spent' as const,
        meals: -1,
        value: -lot.value,
        reason: CREDIT_MSG.spentOnOrder,
        subscriptionId: input.subscriptionId,
        lotId: lot.id,
        actor: input.who.actor,
        actorId: input.who.actorId,
        createdAt: input.now,
      })),
    )
    // The expiry job may have consumed a lot at this very moment; then this order is refused.
    .onConflictDoNothing()
    .returning({ id: creditEntries.id });
  if (written.length !== applied.meals) throw new HttpError(409, CREDIT_MSG.creditsChanged);
  return applied;
}

/**
 * Gives back every credit the orders spent (an unpaid order cancelled or expired, or a plan
 * cancelled before its start, with that `reason`): one `adjusted`
 * lot per spend, naming it, with the expiry of the lot it came from, so giving back never
 * lengthens a credit's life. Writes one trail line per order that got credits back. Safe to call
 * twice: a spend is given back at most once.
 */
export async function giveBackCredits(
  tx: Db,
  subscriptionIds: readonly string[],
  who: ChangeActor,
  now: Date,
  reason: string = CREDIT_MSG.givenBackUnpaid,
): Promise<number> {
  if (subscriptionIds.length === 0) return 0;
  const ids = sql.join(
    subscriptionIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    insert into credit_entries
      (user_id, kind, meals, value, reason, subscription_id, lot_id, actor, actor_id, created_at, expires_at)
    select s.user_id, 'adjusted', 1, -s.value, ${reason}, s.subscription_id, s.id,
      ${who.actor}, ${who.actorId}::uuid, ${now.toISOString()}::timestamptz, lot.expires_at
    from credit_entries s
    join credit_entries lot on lot.id = s.lot_id
    where s.kind = 'spent' and s.subscription_id in (${ids})
    on conflict (lot_id) do nothing
    returning subscription_id, value`)) as unknown as {
    rows: { subscription_id: string; value: number }[];
  };
  const byOrder = new Map<string, { meals: number; value: number }>();
  for (const row of result.rows) {
    const sum = byOrder.get(row.subscription_id) ?? { meals: 0, value: 0 };
    byOrder.set(row.subscription_id, { meals: sum.meals + 1, value: sum.value + row.value });
  }
  if (byOrder.size > 0) {
    await tx.insert(orderEvents).values(
      [...byOrder].map(([subscriptionId, detail]) => ({
        subscriptionId,
        actor: who.actor,
        actorId: who.actorId,
        action: 'credits-given-back',
        detail,
        createdAt: now,
      })),
    );
  }
  return result.rows.length;
}

/**
 * What `giveBackCredits` would give back to these orders now and is still live at `now` (a given
 * back credit keeps the expiry of the lot it came from): the same spends, not yet given back, read
 * without writing. The delete confirmation counts these among the credits forfeited (decision 131).
 */
export async function creditsToGiveBack(
  db: Db,
  subscriptionIds: readonly string[],
  now: Date,
): Promise<CreditBalance> {
  if (subscriptionIds.length === 0) return { meals: 0, value: 0 };
  const ids = sql.join(
    subscriptionIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select count(*)::int as meals, coalesce(sum(-s.value), 0)::int as value
    from credit_entries s
    join credit_entries lot on lot.id = s.lot_id
    where s.kind = 'spent' and s.subscription_id in (${ids})
      and lot.expires_at > ${now.toISOString()}::timestamptz
      and not exists (select 1 from credit_entries back where back.lot_id = s.id)`)) as unknown as {
    rows: { meals: number; value: number }[];
  };
  const row = result.rows[0];
  return { meals: Number(row?.meals ?? 0), value: Number(row?.value ?? 0) };
}

/**
 * Writes an `expired` entry for every lot whose expiry has passed and that nothing consumed. Safe
 * to run as often as wanted and beside a spend: a lot is consumed at most once (unique index).
 */
export async function expireCredits(db: Db, now = new Date()): Promise<number> {
  const result = (await db.execute(sql`
    insert into credit_entries (user_id, kind, meals, value, reason, lot_id, actor, created_at)
    select l.user_id, 'expired', -1, -l.value, ${CREDIT_MSG.expired}, l.id, 'system', ${now.toISOString()}::timestamptz
    from credit_entries l
    where l.meals = 1 and l.expires_at <= ${now.toISOString()}::timestamptz
      and not exists (select 1 from credit_entries c where c.lot_id = l.id)
    on conflict (lot_id) do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/**
 * Forfeits every credit a customer still holds when they delete their account (decision 103): each
 * lot nothing consumed gets its `−1`, `adjusted` with the reason when still live, `expired` when
 * past its expiry (the job would have written that). The ledger stays, its customer link nulled
 * with the account, so the books still show each credit earned and where it went, and the credits
 * outstanding stop counting a liability nobody can claim. Under the customer's lock, so a spend
 * at the same moment either finishes first or finds the account gone.
 */
export async function forfeitCredits(
  tx: Db,
  userId: string,
  who: ChangeActor,
  now: Date,
): Promise<CreditBalance> {
  await lockCustomer(tx, userId);
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = (await tx.execute(sql`
    insert into credit_entries (user_id, kind, meals, value, reason, lot_id, actor, actor_id, created_at)
    select l.user_id, case when l.expires_at <= ${at} then 'expired' else 'adjusted' end, -1,
      -l.value, case when l.expires_at <= ${at} then ${CREDIT_MSG.expired}
        else ${CREDIT_MSG.forfeitedAccountDeleted} end,
      l.id, ${who.actor}, ${who.actorId}, ${at}
    from credit_entries l
    where l.user_id = ${userId} and l.meals = 1
      and not exists (select 1 from credit_entries c where c.lot_id = l.id)
    on conflict (lot_id) do nothing
    returning kind, value`)) as unknown as { rows: { kind: string; value: number }[] };
  const forfeited = result.rows.filter((r) => r.kind === 'adjusted');
  return {
    meals: forfeited.length,
    value: forfeited.reduce((sum, r) => sum - Number(r.value), 0),
  };
}
