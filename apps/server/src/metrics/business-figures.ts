import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface BusinessFigures {
  orders: number;
  payments: Record<string, number>;
  refunds: Record<string, number>;
  skips: number;
  swaps: number;
  notifications: Record<string, number>;
}

export interface QueueFigures {
  /** Jobs waiting to run (created or waiting for a retry), by queue. */
  waiting: Record<string, number>;
  /** Age in seconds of the oldest waiting job, by queue. */
  oldestSeconds: Record<string, number>;
}

const byKey = (rows: { key: string; n: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]));

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The business's running totals, read from the database on each scrape: the same figure from
 * every instance (take `max` across instances, not `sum`), never lost by a restart, and nothing to
 * instrument in the code that does the work. Prometheus' `increase()` over a gauge that only grows
 * reads as the counter would.
 */
export async function businessFigures(db: Db): Promise<BusinessFigures> {
  const [totals] = await rows<{ orders: number; skips: number; swaps: number }>(
    db,
    sql`select
      (select count(*) from subscriptions)::int as orders,
      (select count(*) from deliveries where status = 'skipped')::int as skips,
      (select count(*) from deliveries where dish_choice = 'swap')::int as swaps`,
  );
  const [payments, refunds, notifications] = await Promise.all([
    rows<{ key: string; n: number }>(
      db,
      sql`select status as key, count(*)::int as n from transactions group by status`,
    ),
    rows<{ key: string; n: number }>(
      db,
      sql`select status as key, count(*)::int as n from refunds group by status`,
    ),
    rows<{ key: string; n: number }>(
      db,
      sql`select status as key, count(*)::int as n from notification_deliveries group by status`,
    ),
  ]);
  return {
    orders: Number(totals?.orders ?? 0),
    skips: Number(totals?.skips ?? 0),
    swaps: Number(totals?.swaps ?? 0),
    payments: byKey(payments),
    refunds: byKey(refunds),
    notifications: byKey(notifications),
  };
}

/** The job queue's backlog, from pg-boss's own table. */
export async function queueFigures(db: Db): Promise<QueueFigures> {
  const found = await rows<{ name: string; n: number; age: number | null }>(
    db,
    sql`select name, count(*)::int as n,
      extract(epoch from now() - min(created_on))::float8 as age
      from pgboss.job where state in ('created', 'retry') group by name`,
  );
  return {
    waiting: Object.fromEntries(found.map((row) => [row.name, Number(row.n)])),
    oldestSeconds: Object.fromEntries(found.map((row) => [row.name, Number(row.age ?? 0)])),
  };
}
