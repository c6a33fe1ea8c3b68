import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import { sql } from 'drizzle-orm';
import { liveCreditsTotal } from '../credits/credit-ledger.ts';
import type { Db } from '../db/client.ts';

/** Why the credit ledger does not add up, as the books check names it. */
export const CREDIT_PROBLEMS = {
  customersUnbalanced: 'customers whose entries do not sum to their unspent lots',
  customersNegative: 'customers whose ledger sums below zero',
  lotsConsumedTwice: 'lots consumed more than once',
  consumedAtOtherValue: 'entries that consume a lot at another value, or another customer’s lot',
  entriesMalformed:
    'entries that are neither a +1 lot nor a −1 naming a lot, or whose value has the wrong sign',
  refundsCreditedWrong: 'refunds issued as credit whose lots do not add up to the refund',
  deletedAccountsHolding:
    'credits still unspent on deleted accounts (every credit is forfeited with its account)',
} as const;

export type CreditProblem = keyof typeof CREDIT_PROBLEMS;

export interface CreditFigures {
  meals: number;
  value: number;
}

export interface CreditBooks {
  checked: true;
  ok: boolean;
  earned: CreditFigures;
  spent: CreditFigures;
  expired: CreditFigures;
  /** Adjustments with their sign: take-backs are negative, give-backs positive. */
  adjusted: CreditFigures;
  /**
   * Of the take-backs, the credits forfeited when their customer deleted the account (decision
   * 131), as the delete confirmation stated them: meals and rupees, positive.
   */
  forfeitedOnDeletion: CreditFigures;
  /** earned − spent − expired ± adjusted: the ledger's sum. */
  balance: CreditFigures;
  /** Lots nothing consumed, read one by one: must equal `balance`. */
  unspentLots: CreditFigures;
  /** Of those, the live ones (the customers' balances, credits outstanding)… */
  live: CreditFigures;
  /** …and the ones past their expiry that the expiry job has not written yet. */
  awaitingExpiry: CreditFigures;
  customers: number;
  problems: Record<CreditProblem, number>;
}

const figures = (row: Record<string, unknown>, key: string): CreditFigures => ({
  meals: Number(row[`${key}_meals`] ?? 0),
  value: Number(row[`${key}_value`] ?? 0),
});

const same = (a: CreditFigures, b: CreditFigures) => a.meals === b.meals && a.value === b.value;

/**
 * The credit side of the books (issue 14 points 1 and 7, decision 99): in all and per customer,
 * earned − spent − expired ± adjusted must equal the lots nothing consumed (the live ones plus any
 * past expiry the job has not written yet); no lot is consumed twice, at another value or by
 * another customer; nobody's ledger sums below zero; and each refund issued as credit earned lots
 * worth exactly its amount. Two sides written independently (the signed entries, and the lots
 * looked up one by one) are compared, so a tampered row shows.
 */
export async function creditBooks(db: Db, now = new Date()): Promise<CreditBooks> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    with consumed as (
      select lot_id, count(*)::int as n from credit_entries
      where meals = -1 and lot_id is not null group by lot_id
    ),
    unspent as (
      select l.user_id, l.value, l.expires_at from credit_entries l
      where l.meals = 1 and not exists (select 1 from consumed c where c.lot_id = l.id)
    ),
    per_user as (
      select user_id, sum(meals)::int as meals, sum(value)::int as value
      from credit_entries group by user_id
    ),
    per_user_unspent as (
      select user_id, count(*)::int as meals, sum(value)::int as value from unspent group by user_id
    )
    select
      (select count(*) filter (where kind = 'earned') from credit_entries)::int as earned_meals,
      (select coalesce(sum(value) filter (where kind = 'earned'), 0) from credit_entries)::int as earned_value,
      (select count(*) filter (where kind = 'spent') from credit_entries)::int as spent_meals,
      (select coalesce(-sum(value) filter (where kind = 'spent'), 0) from credit_entries)::int as spent_value,
      (select count(*) filter (where kind = 'expired') from credit_entries)::int as expired_meals,
      (select coalesce(-sum(value) filter (where kind = 'expired'), 0) from credit_entries)::int as expired_value,
      (select coalesce(sum(meals) filter (where kind = 'adjusted'), 0) from credit_entries)::int as adjusted_meals,
      (select coalesce(sum(value) filter (where kind = 'adjusted'), 0) from credit_entries)::int as adjusted_value,
      (select count(*) from credit_entries
        where kind = 'adjusted' and meals = -1 and reason = ${CREDIT_MSG.forfeitedAccountDeleted})::int
        as forfeited_meals,
      (select coalesce(-sum(value), 0) from credit_entries
        where kind = 'adjusted' and meals = -1 and reason = ${CREDIT_MSG.forfeitedAccountDeleted})::int
        as forfeited_value,
      (select count(*) from unspent where user_id is null)::int as deleted_accounts_holding,
      (select coalesce(sum(meals), 0) from credit_entries)::int as balance_meals,
      (select coalesce(sum(value), 0) from credit_entries)::int as balance_value,
      (select count(*) from unspent)::int as unspent_meals,
      (select coalesce(sum(value), 0) from unspent)::int as unspent_value,
      (select count(*) from unspent where expires_at <= ${at})::int as awaiting_meals,
      (select coalesce(sum(value), 0) from unspent where expires_at <= ${at})::int as awaiting_value,
      (select count(*) from per_user)::int as customers,
      (select count(*) from per_user p full join per_user_unspent u on u.user_id = p.user_id
        where coalesce(p.meals, 0) <> coalesce(u.meals, 0)
          or coalesce(p.value, 0) <> coalesce(u.value, 0))::int as customers_unbalanced,
      (select count(*) from per_user where meals < 0 or value < 0)::int as customers_negative,
      (select count(*) from consumed where n > 1)::int as lots_consumed_twice,
      (select count(*) from credit_entries c join credit_entries l on l.id = c.lot_id
        where c.meals = -1 and (l.meals <> 1 or c.value <> -l.value or c.user_id <> l.user_id))::int
        as consumed_at_other_value,
      (select count(*) from credit_entries
        where meals not in (1, -1) or value * meals < 0
          or (meals = -1 and lot_id is null) or (meals = 1 and expires_at is null))::int
        as entries_malformed,
      (select count(*) from refunds r
        where r.status = 'credited' and r.amount <> coalesce((select sum(e.value) from credit_entries e
          where e.refund_id = r.id and e.meals = 1), 0))::int as refunds_credited_wrong`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0] ?? {};
  const problems: Record<CreditProblem, number> = {
    customersUnbalanced: Number(row.customers_unbalanced ?? 0),
    customersNegative: Number(row.customers_negative ?? 0),
    lotsConsumedTwice: Number(row.lots_consumed_twice ?? 0),
    consumedAtOtherValue: Number(row.consumed_at_other_value ?? 0),
    entriesMalformed: Number(row.entries_malformed ?? 0),
    refundsCreditedWrong: Number(row.refunds_credited_wrong ?? 0),
    deletedAccountsHolding: Number(row.deleted_accounts_holding ?? 0),
  };
  const balance = figures(row, 'balance');
  const unspentLots = figures(row, 'unspent');
  const awaitingExpiry = figures(row, 'awaiting');
  const live = await liveCreditsTotal(db, now);
  const sumsAgree =
    same(balance, unspentLots) &&
    live.meals + awaitingExpiry.meals === unspentLots.meals &&
    live.value + awaitingExpiry.value === unspentLots.value;
  return {
    checked: true,
    ok: sumsAgree && Object.values(problems).every((n) => n === 0),
    earned: figures(row, 'earned'),
    spent: figures(row, 'spent'),
    expired: figures(row, 'expired'),
    adjusted: figures(row, 'adjusted'),
    forfeitedOnDeletion: figures(row, 'forfeited'),
    balance,
    unspentLots,
    live,
    awaitingExpiry,
    customers: Number(row.customers ?? 0),
    problems,
  };
}
