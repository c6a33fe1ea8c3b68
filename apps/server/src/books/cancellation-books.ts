import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** How each cancelled meal was settled, by the published rule (decision 97). */
export interface CancellationBooks {
  checked: true;
  ok: boolean;
  /** Deliveries cancelled in all. */
  cancelled: number;
  /** A meal credit names it (after the start). */
  credited: number;
  /** Its order's money went back (before the start, or the admin's money refund). */
  refunded: number;
  /** A trial's meal: cancelled with neither, as the policy says. */
  forfeited: number;
  /**
   * Its order's money was never taken for it (unpaid online, COD not collected, or COD cancelled
   * before collection, whose cash owed became only the meals kept, decision 101): nothing to give back.
   */
  unpaid: number;
  /** None of these: a paid meal cancelled with nothing given back. Must be 0. */
  unaccounted: number;
  examples: { subscriptionId: string; deliveryId: string }[];
}

/**
 * Every cancelled delivery is refunded, credited or forfeited by the stated rule (issue 14 point
 * 7): a cancelled meal of a paid order that is not a trial must carry a credit or its order a
 * refund (or a payment held for refund when the account closed). Reads every cancelled delivery.
 */
export async function cancellationBooks(db: Db): Promise<CancellationBooks> {
  const settled = sql`
    select d.id as delivery_id, s.id as subscription_id, case
      when exists (select 1 from credit_entries c where c.delivery_id = d.id and c.kind = 'earned')
        then 'credited'
      when exists (select 1 from refunds r where r.subscription_id = s.id and r.status <> 'failed')
        or exists (select 1 from unapplied_payments u where u.subscription_id = s.id)
        then 'refunded'
      when s.is_trial then 'forfeited'
      when s.payment_status <> 'paid' or (s.payment_mode = 'COD' and s.cash_due is not null)
        then 'unpaid'
      else 'unaccounted'
    end as how
    from deliveries d join subscriptions s on s.id = d.subscription_id
    where d.status = 'cancelled'`;
  const result = (await db.execute(sql`
    with settled as (${settled})
    select how, count(*)::int as n from settled group by how`)) as unknown as {
    rows: { how: string; n: number }[];
  };
  const count = (how: string) => Number(result.rows.find((r) => r.how === how)?.n ?? 0);
  const unaccounted = count('unaccounted');
  const examples =
    unaccounted === 0
      ? []
      : (
          (await db.execute(sql`
            with settled as (${settled})
            select subscription_id, delivery_id from settled where how = 'unaccounted'
            order by subscription_id, delivery_id limit 20`)) as unknown as {
            rows: { subscription_id: string; delivery_id: string }[];
          }
        ).rows.map((r) => ({ subscriptionId: r.subscription_id, deliveryId: r.delivery_id }));
  return {
    checked: true,
    ok: unaccounted === 0,
    cancelled: result.rows.reduce((sum, r) => sum + Number(r.n), 0),
    credited: count('credited'),
    refunded: count('refunded'),
    forfeited: count('forfeited'),
    unpaid: count('unpaid'),
    unaccounted,
    examples,
  };
}
