import type { MoneyFigures } from '@fitthali/domain/money-answers';
import { type SQL, sql } from 'drizzle-orm';
import { liveCreditsTotal } from '../../credits/credit-ledger.ts';
import type { Db } from '../client.ts';

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
 * Money refunds processed (the gateway confirmed them) in the period, by when they were processed.
 * Pending and failed refunds have not left; a refund issued as credit instead is in
 * `creditsOutstanding`, not here (decision 98).
 */
export async function refundsProcessed(db: Db, period?: Period): Promise<number> {
  const result = (await db.execute(sql`
    select coalesce(sum(amount), 0)::int as refunded from refunds
    where status = 'processed' ${within(sql`processed_at`, period)}`)) as unknown as {
    rows: { refunded: number }[];
  };
  return Number(result.rows[0]?.refunded ?? 0);
}

/**
 * Meal credits customers hold at `now`, in rupees (a liability): the ledger's live lots, by the
 * same rule as each customer's balance (`liveCreditsTotal`, decision 84).
 */
export async function creditsOutstanding(db: Db, now = new Date()): Promise<number> {
  return (await liveCreditsTotal(db, now)).value;
}

/**
 * The figures for a period of confirmations and collections, or for all time; credits outstanding
 * are those held at `now` (the server's clock). A COD order cancelled mid-plan before its cash was
 * collected was sold, and is owed, only for the meals it kept (`cash_due`, decision 101).
 */
export async function moneyFigures(
  db: Db,
  period?: Period,
  now = new Date(),
): Promise<MoneyFigures> {
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(case when payment_mode = 'COD' then coalesce(cash_due, total_price)
          else total_price end), 0) from subscriptions
        where confirmed_at is not null and payment_status <> 'cancelled'
        ${within(sql`confirmed_at`, period)})::int as sold,
      (select coalesce(sum(t.amount), 0) from transactions t
        join subscriptions s on s.id = t.subscription_id
        where t.mode = 'Online' and t.status = 'paid'
        ${within(sql`s.confirmed_at`, period)})::int as online,
      (select coalesce(sum(amount), 0) from collections
        where true ${within(sql`collected_at`, period)})::int as cash,
      (select coalesce(sum(case when status = 'cancelled' then coalesce(cash_due, 0)
          else coalesce(cash_due, total_price) end), 0) from subscriptions
        where payment_mode = 'COD' and payment_status = 'due'
          and confirmed_at is not null)::int as cash_due`)) as unknown as {
    rows: Record<string, number>[];
  };
  const row = result.rows[0] ?? {};
  const online = Number(row.online ?? 0);
  const cash = Number(row.cash ?? 0);
  const [refunded, credits] = await Promise.all([
    refundsProcessed(db, period),
    creditsOutstanding(db, now),
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
