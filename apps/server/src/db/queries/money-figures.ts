import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * The books as the dashboard and the Revenue page show them (issue 14 point 7, decision 93), in
 * whole rupees. `sold` is what orders were confirmed for, less COD orders cancelled before their
 * cash changed hands (nothing was ever owed for those); `collected` is money really in: online
 * payments captured for their orders plus COD cash collected. `refunded` and `creditsOutstanding`
 * read 0 until the refunds and credit-ledger branches are merged (see `refundsProcessed` and
 * `creditsOutstanding` below); `cashDue` is COD cash still to collect.
 */
export interface MoneyFigures {
  sold: number;
  collected: number;
  collectedOnline: number;
  collectedCash: number;
  refunded: number;
  creditsOutstanding: number;
  cashDue: number;
}

/** An interval of instants, from included to `to` excluded. */
export interface Period {
  from: Date;
  to: Date;
}

const within = (column: SQL, period: Period | undefined) =>
  period
    ? sql`and ${column} >= ${period.from.toISOString()}::timestamptz and ${column} < ${period.to.toISOString()}::timestamptz`
    : sql``;

/**
 * Refunds processed in the period. SLOT (issue 14 point 5): the refunds table comes with branch
 * i14-refunds; until it is merged nothing can have been refunded, so this is exactly 0. Once merged
 * it sums `refunds.amount` with status 'processed' in the period, and the books check subtracts it.
 */
export function refundsProcessed(_db: Db, _period?: Period): Promise<number> {
  return Promise.resolve(0);
}

/**
 * Meal credits held by customers, in rupees (a liability). SLOT (issue 14 point 1): the credit
 * ledger comes with branch i14-ledger; until it is merged no credit exists, so this is exactly 0.
 * Once merged it is the ledger's sum of `value`.
 */
export function creditsOutstanding(_db: Db): Promise<number> {
  return Promise.resolve(0);
}

/** The figures for a period of confirmations and collections, or for all time. */
export async function moneyFigures(db: Db, period?: Period): Promise<MoneyFigures> {
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(total_price), 0) from subscriptions
        where confirmed_at is not null and payment_status <> 'cancelled'
        ${within(sql`confirmed_at`, period)})::int as sold,
      (select coalesce(sum(t.amount), 0) from transactions t
        join subscriptions s on s.id = t.subscription_id
        where t.mode = 'Online' and t.status = 'paid'
        ${within(sql`s.confirmed_at`, period)})::int as online,
      (select coalesce(sum(amount), 0) from collections
        where true ${within(sql`collected_at`, period)})::int as cash,
      (select coalesce(sum(total_price), 0) from subscriptions
        where payment_mode = 'COD' and payment_status = 'due' and status <> 'cancelled'
          and confirmed_at is not null)::int as cash_due`)) as unknown as {
    rows: Record<string, number>[];
  };
  const row = result.rows[0] ?? {};
  const online = Number(row.online ?? 0);
  const cash = Number(row.cash ?? 0);
  const [refunded, credits] = await Promise.all([
    refundsProcessed(db, period),
    creditsOutstanding(db),
  ]);
  return {
    sold: Number(row.sold ?? 0),
    collected: online + cash,
    collectedOnline: online,
    collectedCash: cash,
    refunded,
    creditsOutstanding: credits,
    cashDue: Number(row.cash_due ?? 0),
  };
}
