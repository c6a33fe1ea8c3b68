import { cashDueForKeptMeals } from '@fitthali/domain/cancellation';
import type { DeliveryStatus } from '@fitthali/domain/delivery-schedule';
import { mealsSoldFor } from '@fitthali/domain/meal-values';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refundsProcessed } from '../db/queries/money-figures.ts';

/** Why an order's money does not add up, as the books check names it. */
export const MONEY_PROBLEMS = {
  paidTwice: 'paid twice',
  collectionNotTotal: 'cash collected differs from the order total, or the order is not COD',
  collectionOnMealNotDelivered: 'cash recorded on a meal that was not delivered',
  paymentNotTotal: 'online payment differs from the order total',
  paidWithoutMoney: 'marked paid with no payment or collection',
  moneyWithoutPaid: 'money taken but the order is not marked paid',
  cashDueNotKeptMeals:
    'a COD order cancelled before its cash was collected owes other than the meals it kept',
} as const;

export type MoneyProblem = keyof typeof MONEY_PROBLEMS;

export interface MoneyBooks {
  ok: boolean;
  /** Online payments captured for their orders (transactions Online, paid). */
  onlineCaptured: number;
  /** COD cash collected (collections). */
  codCollected: number;
  /** onlineCaptured + codCollected. */
  moneyIn: number;
  /** Money refunds the gateway processed (`refundsProcessed`); credited refunds are not money. */
  refundsProcessed: number;
  /** moneyIn − refundsProcessed. */
  collectedNet: number;
  /** The orders' side: the totals of the orders marked paid, less the same refunds. */
  paidOrdersNet: number;
  /** Payments captured that could not apply to an order, held for refund (decision 40). */
  unappliedHeld: number;
  collections: number;
  problems: Record<MoneyProblem, number>;
  /** The first few orders with a problem, to look at. */
  examples: { subscriptionId: string; problem: MoneyProblem }[];
}

const EXAMPLES = 20;

/**
 * COD orders cancelled before their cash was collected whose stored `cash_due` is not what the
 * rule gives for the meals they kept (decision 101), recomputed from their deliveries as they stand
 * with the domain's `cashDueForKeptMeals`: the stored figure (what the rider collects) and the
 * deliveries are two records, so an edited figure or a meal cancelled later without it shows.
 */
async function cashDueNotKeptMeals(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select s.id, s.subtotal, s.discount, s.gst_amount, s.credits_value, s.cash_due,
      (select coalesce(json_agg(d.status order by d.date, d.slot = 'Dinner'), '[]'::json)
        from deliveries d where d.subscription_id = s.id) as statuses
    from subscriptions s
    where s.payment_mode = 'COD' and s.cash_due is not null
    order by s.id`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows
    .filter((r) => {
      const statuses = (
        typeof r.statuses === 'string' ? JSON.parse(r.statuses) : r.statuses
      ) as DeliveryStatus[];
      const owed = cashDueForKeptMeals(
        {
          soldFor: mealsSoldFor({
            subtotal: Number(r.subtotal),
            discount: Number(r.discount),
            gstAmount: Number(r.gst_amount),
          }),
          creditsValue: Number(r.credits_value),
        },
        statuses,
      );
      return owed !== Number(r.cash_due);
    })
    .map((r) => String(r.id));
}

/**
 * The money books (issue 14 point 7, decision 94), reading every order once: the money records'
 * side (online payments captured + COD cash collected − refunds) must equal the orders' side (the
 * totals of the orders marked paid − the same refunds), and each order must be paid at most once,
 * by exactly its total (for COD, the cash it owes: the meals kept after a cancel mid-plan), with cash only on a COD order's delivered (or still scheduled) meal.
 */
export async function moneyBooks(db: Db): Promise<MoneyBooks> {
  const perOrder = sql`
    with online as (
      select subscription_id, count(*)::int as n, sum(amount)::int as total from transactions
      where mode = 'Online' and status = 'paid' group by subscription_id
    ),
    cash as (
      select c.subscription_id, count(*)::int as n, sum(c.amount)::int as total,
        count(*) filter (where d.status not in ('scheduled', 'delivered'))::int as off_meal
      from collections c join deliveries d on d.id = c.delivery_id group by c.subscription_id
    ),
    per_order as (
      select s.id, s.total_price, s.payment_mode, s.payment_status,
        coalesce(s.cash_due, s.total_price) as cash_owed,
        coalesce(o.n, 0) as online_n, coalesce(o.total, 0) as online_sum,
        coalesce(c.n, 0) as cash_n, coalesce(c.total, 0) as cash_sum,
        coalesce(c.off_meal, 0) as off_meal
      from subscriptions s
      left join online o on o.subscription_id = s.id
      left join cash c on c.subscription_id = s.id
    ),
    problems as (
      select id, case
        when online_n + cash_n > 1 then 'paidTwice'
        when cash_n = 1 and (cash_sum <> cash_owed or payment_mode <> 'COD') then 'collectionNotTotal'
        when off_meal > 0 then 'collectionOnMealNotDelivered'
        when online_n = 1 and online_sum <> total_price then 'paymentNotTotal'
        when payment_status = 'paid' and online_n + cash_n = 0 then 'paidWithoutMoney'
        when online_n + cash_n > 0 and payment_status <> 'paid' then 'moneyWithoutPaid'
      end as problem
      from per_order
    )`;
  const totals = (await db.execute(sql`
    ${perOrder}
    select
      (select coalesce(sum(online_sum), 0) from per_order)::int as online,
      (select coalesce(sum(cash_sum), 0) from per_order)::int as cash,
      (select count(*) from collections)::int as collections,
      (select coalesce(sum(case when payment_mode = 'COD' then coalesce(cash_due, total_price)
        else total_price end), 0) from subscriptions where payment_status = 'paid')::int
        as paid_orders,
      (select coalesce(sum(amount), 0) from unapplied_payments where status = 'refund_due')::int
        as unapplied,
      (select coalesce(json_object_agg(problem, n), '{}'::json) from (
        select problem, count(*)::int as n from problems where problem is not null group by problem
      ) p) as problems`)) as unknown as { rows: Record<string, unknown>[] };
  const t = totals.rows[0] ?? {};
  const wrongDue = await cashDueNotKeptMeals(db);
  const found = {
    ...((t.problems ?? {}) as Partial<Record<MoneyProblem, number>>),
    cashDueNotKeptMeals: wrongDue.length,
  };
  const problems = Object.fromEntries(
    (Object.keys(MONEY_PROBLEMS) as MoneyProblem[]).map((key) => [key, Number(found[key] ?? 0)]),
  ) as Record<MoneyProblem, number>;
  const anyProblem = Object.values(problems).some((n) => n > 0);
  const examples = anyProblem
    ? (
        (await db.execute(sql`
          ${perOrder}
          select id, problem from problems where problem is not null
          order by id limit ${EXAMPLES}`)) as unknown as { rows: Record<string, unknown>[] }
      ).rows
        .map((row) => ({
          subscriptionId: String(row.id),
          problem: String(row.problem) as MoneyProblem,
        }))
        .concat(wrongDue.map((id) => ({ subscriptionId: id, problem: 'cashDueNotKeptMeals' })))
        .slice(0, EXAMPLES)
    : [];

  const onlineCaptured = Number(t.online ?? 0);
  const codCollected = Number(t.cash ?? 0);
  const refunds = await refundsProcessed(db);
  const moneyIn = onlineCaptured + codCollected;
  const collectedNet = moneyIn - refunds;
  const paidOrdersNet = Number(t.paid_orders ?? 0) - refunds;
  return {
    ok: !anyProblem && collectedNet === paidOrdersNet,
    onlineCaptured,
    codCollected,
    moneyIn,
    refundsProcessed: refunds,
    collectedNet,
    paidOrdersNet,
    unappliedHeld: Number(t.unapplied ?? 0),
    collections: Number(t.collections ?? 0),
    problems,
    examples,
  };
}
