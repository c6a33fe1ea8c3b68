import { randomBytes } from 'node:crypto';
import { todayInIndia, weekdayIndex } from '@fitthali/domain/dates';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startServer } from './server-process.ts';

/** A journey's own server on a PostgreSQL database of its own, and a client to that database. */
export interface LiveMenuServer {
  baseURL(): string;
  db(): pg.Client;
}

/**
 * For the menu journeys, which change the menu in the database while the server runs, as another
 * instance (or the menu planner) would: the embedded database admits one process only, so the
 * server runs on PostgreSQL (`TEST_DATABASE_URL`; call inside `describe.runIf` of it). Each
 * instance keeps a week for MENU_CACHE_SECONDS (decision 178): 0 here, so the next page is the
 * moment a change may show. Registers beforeAll and afterAll.
 */
export function liveMenuServer(prefix: string): LiveMenuServer {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `fitthali_${prefix}_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client | undefined;
  let client: pg.Client | undefined;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    server = await startServer({ DATABASE_URL: url.toString(), MENU_CACHE_SECONDS: '0' });
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
  }, 180_000);

  afterAll(async () => {
    await client?.end();
    await server?.cleanup();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  return {
    baseURL() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server.baseURL;
    },
    db() {
      if (!client) throw new Error('the database opens in beforeAll');
      return client;
    },
  };
}

/**
 * Today's High Protein Veg lunch becomes `dishId`, written as the menu planner stores the
 * operator's override (today is usually past its cut-off, for which the planner asks a reason).
 */
export async function setTodaysLunch(db: pg.Client, dishId: string): Promise<void> {
  await db.query(
    `insert into menu_days (plan_id, meal_option, slot, date, dish_id, source)
     values ('high-protein', 'Veg', 'Lunch', $1, $2, 'override')
     on conflict (plan_id, meal_option, slot, date) do update set dish_id = excluded.dish_id`,
    [todayInIndia(), dishId],
  );
}

/** Today's place in the week: the menus list Monday to Sunday. */
export const todaysCard = (): number => (weekdayIndex(todayInIndia()) + 6) % 7;
