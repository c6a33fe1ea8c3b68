// The COD cash part of `npm run bench` (issue 14 point 6): after the order run, the bench's orders
// reach their first lunch and every one's cash is recorded on it, then the books are checked.
//
// Cash is recorded only on a delivery's own day or after, by the server's clock. The bench's
// orders start the day after tomorrow, so, with the server stopped, the bench moves them two days
// earlier (each delivery, the order's start and date list): the same as the clock moving on two
// days, without a clock the production server could be told to fake.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const SHIFT = `
  with moved as (
    update subscriptions set start_date = start_date - $1::int,
      delivery_dates = array(select (d - $1::int)::date from unnest(delivery_dates) d)
    where payment_mode = 'COD' and payment_status = 'due' and status = 'active'
      and start_date - $1::int >= $2::date
    returning id
  )
  update deliveries set date = date - $1::int
  where subscription_id in (select id from moved)`;

const FIRST_TODAY = `
  select d.id from deliveries d join subscriptions s on s.id = d.subscription_id
  where d.date = $1::date and s.payment_mode = 'COD' and s.payment_status = 'due'
  order by d.id`;

/**
 * Moves the active COD orders still due whose first lunch is `days` days away so that it is today
 * (India), and answers the ids of today's deliveries of COD orders still due: one per order.
 */
export async function bringFirstLunchToToday({ dataDir, databaseUrl }, days, today) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(SHIFT, [days, today]);
      await client.query('commit');
      return (await client.query(FIRST_TODAY, [today])).rows.map((r) => r.id);
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(join(dataDir, 'pglite'));
  try {
    await db.transaction(async (tx) => {
      await tx.query(SHIFT, [days, today]);
    });
    return (await db.query(FIRST_TODAY, [today])).rows.map((r) => r.id);
  } finally {
    await db.close();
  }
}
