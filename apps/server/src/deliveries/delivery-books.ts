import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** An order whose deliveries do not add up, as the books check reports it. */
export interface UnbalancedOrder {
  subscriptionId: string;
  mealsSold: number;
  notSkipped: number;
  skipped: number;
  makeups: number;
}

export interface DeliveryBooks {
  /** True when every order balances and no meal is stored twice. */
  ok: boolean;
  /** Confirmed orders: the ones that owe meals (an unpaid online order owes none yet). */
  orders: number;
  mealsSold: number;
  byStatus: {
    scheduled: number;
    skipped: number;
    delivered: number;
    missed: number;
    cancelled: number;
  };
  makeups: number;
  unbalancedOrders: number;
  /** Orders holding two rows for one date and slot (the unique constraint should make it 0). */
  duplicates: number;
  /** The first few unbalanced orders, to look at. */
  examples: UnbalancedOrder[];
}

const EXAMPLES = 20;

/**
 * The delivery books (issue 13, beside the order books check of `npm run bench`): for every
 * confirmed order, its deliveries not skipped (scheduled, delivered, missed or cancelled) are the
 * meals it sold (`total_meals`: days × meals a day), and its skipped deliveries are as many as its
 * makeups, since each skip or paused meal added one at the end. A lost or doubled delivery, or a
 * skip without its makeup, shows here. Reads every delivery once, so it is an operator's check,
 * not something to run per request.
 */
export async function deliveryBooks(db: Db): Promise<DeliveryBooks> {
  const perOrder = sql`
    select s.id, s.total_meals,
      count(d.id) filter (where d.status <> 'skipped')::int as not_skipped,
      count(d.id) filter (where d.status = 'skipped')::int as skipped,
      count(d.id) filter (where d.makeup)::int as makeups
    from subscriptions s
    left join deliveries d on d.subscription_id = s.id
    where s.confirmed_at is not null
    group by s.id`;
  const totals = (await db.execute(sql`
    with per_order as (${perOrder}),
    orders as (
      select count(*)::int as orders, coalesce(sum(total_meals), 0)::int as meals_sold,
        count(*) filter (where not_skipped <> total_meals or skipped <> makeups)::int as unbalanced
      from per_order
    ),
    statuses as (
      select
        count(*) filter (where status = 'scheduled')::int as scheduled,
        count(*) filter (where status = 'skipped')::int as skipped,
        count(*) filter (where status = 'delivered')::int as delivered,
        count(*) filter (where status = 'missed')::int as missed,
        count(*) filter (where status = 'cancelled')::int as cancelled,
        count(*) filter (where makeup)::int as makeups
      from deliveries
    ),
    twice as (
      select count(*)::int as duplicates from (
        select 1 from deliveries group by subscription_id, date, slot having count(*) > 1
      ) d
    )
    select * from orders, statuses, twice`)) as unknown as { rows: Record<string, number>[] };
  const t = totals.rows[0] ?? {};
  const num = (key: string) => Number(t[key] ?? 0);
  const examples =
    num('unbalanced') === 0
      ? []
      : (
          (await db.execute(sql`
            with per_order as (${perOrder})
            select id, total_meals, not_skipped, skipped, makeups from per_order
            where not_skipped <> total_meals or skipped <> makeups
            order by id limit ${EXAMPLES}`)) as unknown as { rows: Record<string, unknown>[] }
        ).rows.map((row) => ({
          subscriptionId: String(row.id),
          mealsSold: Number(row.total_meals),
          notSkipped: Number(row.not_skipped),
          skipped: Number(row.skipped),
          makeups: Number(row.makeups),
        }));
  return {
    ok: num('unbalanced') === 0 && num('duplicates') === 0,
    orders: num('orders'),
    mealsSold: num('meals_sold'),
    byStatus: {
      scheduled: num('scheduled'),
      skipped: num('skipped'),
      delivered: num('delivered'),
      missed: num('missed'),
      cancelled: num('cancelled'),
    },
    makeups: num('makeups'),
    unbalancedOrders: num('unbalanced'),
    duplicates: num('duplicates'),
    examples,
  };
}
