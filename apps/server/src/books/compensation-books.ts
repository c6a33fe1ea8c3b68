import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { creditsIssuedFor, paidFor } from '../refunds/refund-ceiling.ts';

/** One order that gave back more than it was paid: what the check shows the operator. */
export interface OverCompensated {
  subscriptionId: string;
  /** Refunds not failed (money, or issued as credit instead). */
  refunded: number;
  /** Meal credits its meals earned and that still stand (`creditsIssuedFor`). */
  credited: number;
  /** What it was paid: money received + meal credits spent on it + COD cash still owed. */
  paid: number;
}

/** No order compensated twice (issue 25 point 4, decision 137), order by order. */
export interface CompensationBooks {
  checked: true;
  ok: boolean;
  /** Orders that gave anything back (a refund or a credit). */
  orders: number;
  refunded: number;
  credited: number;
  /** Orders whose refunds + credits issued exceed what they were paid. Must be 0. */
  overCompensated: number;
  examples: OverCompensated[];
}

const EXAMPLES = 20;

/**
 * Proves per order: refunds not failed + meal credits issued for its meals ≤ what the order was
 * paid. Paid counts the money received (online captured, COD cash collected) and also what the
 * customer paid or owes otherwise, so a fair credit is never flagged: meal credits spent on the
 * order at checkout and not given back (a cancel after the start may credit meals they bought),
 * and COD cash still owed (a meal missed before the cash is collected earns its credit; the cash
 * collected later pays for it). The refund ceiling keeps every refund within this; the check is
 * the independent proof that no route (or hand edit) paid anyone twice.
 */
export async function compensationBooks(db: Db): Promise<CompensationBooks> {
  const result = (await db.execute(sql`
    with per_order as (
      select o.id,
        (select coalesce(sum(r.amount), 0) from refunds r
          where r.subscription_id = o.id and r.status <> 'failed')::int as refunded,
        ${creditsIssuedFor(sql`o.id`)}::int as credited,
        ${paidFor(sql`o.id`)}::int as paid
      from subscriptions o
    ),
    giving as (select * from per_order where refunded > 0 or credited <> 0)
    select
      (select count(*) from giving)::int as orders,
      (select coalesce(sum(refunded), 0) from giving)::int as refunded,
      (select coalesce(sum(credited), 0) from giving)::int as credited,
      (select count(*) from giving where refunded + credited > paid)::int as over,
      (select coalesce(json_agg(x), '[]'::json) from (
        select id, refunded, credited, paid from giving where refunded + credited > paid
        order by id limit ${EXAMPLES}) x) as examples`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0] ?? {};
  const raw = (typeof row.examples === 'string' ? JSON.parse(row.examples) : row.examples) as {
    id: string;
    refunded: number;
    credited: number;
    paid: number;
  }[];
  const overCompensated = Number(row.over ?? 0);
  return {
    checked: true,
    ok: overCompensated === 0,
    orders: Number(row.orders ?? 0),
    refunded: Number(row.refunded ?? 0),
    credited: Number(row.credited ?? 0),
    overCompensated,
    examples: (raw ?? []).map((e) => ({
      subscriptionId: e.id,
      refunded: Number(e.refunded),
      credited: Number(e.credited),
      paid: Number(e.paid),
    })),
  };
}
