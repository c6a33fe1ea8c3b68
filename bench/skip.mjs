// Skips at the scale issue 13 plans for: 100 000 active subscribers, about 200 000 deliveries on
// one date, on PostgreSQL, against the real built server. Prints req/s and latency for skips at
// 50 connections, a repeated skip of one delivery, a skip-and-unskip run, and then the delivery
// books check; exits 1 if the books do not balance.
//
//   npm run bench:skip                                       PostgreSQL on 127.0.0.1 (postgres)
//   BENCH_DATABASE_URL=postgres://…/fitthali_bench npm run bench:skip
//
// The bench makes its own database beside the named one (`<name>_skip`), drops it first if a
// previous run left it, and drops it at the end unless BENCH_KEEP_DB=1. Options:
// BENCH_SUBSCRIBERS (100000), BENCH_SKIPS (12000 timed), BENCH_WARMUP_SKIPS (2000),
// BENCH_MIXED (4000 requests), BENCH_CONNECTIONS (50), BENCH_PROFILE_DIR (server CPU profile).
//
// The seeded date is a week after today in India, so every skip is well before its cut-off on the
// server's real clock. Every subscriber has a seven-day Lunch + Dinner plan that covers that date,
// so the date carries two deliveries per subscriber.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { load, roundRobin, signSession, startServer } from './support.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const env = process.env;
const subscribers = Number(env.BENCH_SUBSCRIBERS ?? 100_000);
const timedSkips = Number(env.BENCH_SKIPS ?? 12_000);
const warmupSkips = Number(env.BENCH_WARMUP_SKIPS ?? 2000);
const mixedRequests = Number(env.BENCH_MIXED ?? 4000);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);

const named = new URL(
  env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fitthali_bench',
);
const dbName = `${named.pathname.slice(1) || 'fitthali_bench'}_skip`;
const dbUrl = new URL(named);
dbUrl.pathname = `/${dbName}`;
const adminUrl = new URL(named);
adminUrl.pathname = '/postgres';

const indiaToday = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
const addDays = (iso, n) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);
const theDate = addDays(indiaToday, 7);

async function recreateDatabase() {
  const client = new pg.Client({ connectionString: adminUrl.href });
  await client.connect();
  try {
    await client.query(`drop database if exists "${dbName}" with (force)`);
    await client.query(`create database "${dbName}"`);
  } finally {
    await client.end();
  }
}

async function dropDatabase() {
  const client = new pg.Client({ connectionString: adminUrl.href });
  await client.connect();
  await client
    .query(`drop database if exists "${dbName}" with (force)`)
    .finally(() => client.end());
}

/**
 * Customers, their orders and the orders' deliveries as the server would have stored them: a COD
 * order confirmed at once with its payment record (create-subscription.ts) and one scheduled
 * delivery per date and meal (create-deliveries.ts). Starts are spread over four days so the date
 * is the first, second, third or fourth day of a plan.
 */
async function seed(db) {
  const started = performance.now();
  await db.query(
    `
    insert into users (name, email, phone, role)
    select 'Skip Customer ' || g, 'skip' || g || '@example.in', '8' || lpad(g::text, 9, '0'), 'customer'
    from generate_series(1, $1::int) g`,
    [subscribers],
  );
  await db.query(
    `
    with customers as (
      select id, row_number() over (order by email) as g from users where email like 'skip%@example.in'
    ), plans(k, plan_id, plan_name) as (
      values (0, 'high-protein', 'High Protein'), (1, 'weightloss', 'Weightloss'),
             (2, 'diabetic', 'Diabetic Diet'), (3, 'office-employee', 'Office Employee')
    ), orders as (
      select c.id as user_id, c.g, p.plan_id, p.plan_name,
             case when c.g % 3 = 0 then 'Non-Veg' else 'Veg' end as meal_option,
             $1::date - (c.g % 4)::int as start_date
      from customers c join plans p on p.k = c.g % 4
    )
    insert into subscriptions (user_id, plan_id, plan_name, slot, meal_option, duration_label, days,
      start_date, selected_days, delivery_dates, address, price_per_meal, total_meals, subtotal,
      total_price, payment_mode, payment_status, status, created_at, confirmed_at)
    select user_id, plan_id, plan_name, 'Lunch + Dinner', meal_option, '7 Days', 7, start_date,
      array['Sunday','Monday','Tuesday','Wednesday','Thursday','Friday','Saturday'],
      array(select (start_date + i)::date from generate_series(0, 6) i),
      jsonb_build_object('at', 'House ' || g || ', Saheed Nagar', 'po', 'Saheed Nagar',
        'dist', 'Khordha', 'pin', (751001 + g % 30)::text, 'lat', null, 'lng', null),
      249, 14, 14 * 249, 14 * 249, 'COD', 'due', 'active', now() - interval '3 days',
      now() - interval '3 days'
    from orders`,
    [theDate],
  );
  await db.query(`
    insert into transactions (subscription_id, user_id, amount, mode, status, gateway, created_at, updated_at)
    select id, user_id, total_price, 'COD', 'due', 'cod', created_at, created_at from subscriptions`);
  await db.query(`
    insert into deliveries (subscription_id, date, slot, status, plan_name, meal_option)
    select s.id, d.date, m.slot, 'scheduled', s.plan_name, s.meal_option
    from subscriptions s
    cross join lateral unnest(s.delivery_dates) as d(date)
    cross join lateral unnest(array['Lunch', 'Dinner']) as m(slot)`);
  await db.query('vacuum analyze');
  const counts = await db.query(
    `select (select count(*) from subscriptions)::int as orders,
            (select count(*) from deliveries)::int as deliveries,
            (select count(*) from deliveries where date = $1)::int as on_date`,
    [theDate],
  );
  return { ...counts.rows[0], seconds: ((performance.now() - started) / 1000).toFixed(0) };
}

/** The delivery books, straight from the tables (the server's own check is asked too). */
async function sqlBooks(db) {
  const { rows } = await db.query(`
    with per_order as (
      select s.id, s.total_meals,
        count(*) filter (where d.status <> 'skipped')::int as not_skipped,
        count(*) filter (where d.status = 'skipped')::int as skipped,
        count(*) filter (where d.makeup)::int as makeups
      from subscriptions s left join deliveries d on d.subscription_id = s.id
      where s.confirmed_at is not null
      group by s.id
    )
    select count(*)::int as orders, sum(total_meals)::int as meals_sold,
      sum(not_skipped)::int as not_skipped, sum(skipped)::int as skipped, sum(makeups)::int as makeups,
      count(*) filter (where not_skipped <> total_meals or skipped <> makeups)::int as unbalanced,
      (select count(*)::int from (select 1 from deliveries group by subscription_id, date, slot
        having count(*) > 1) x) as duplicates
    from per_order`);
  return rows[0];
}

async function orderSnapshot(db, subscriptionId) {
  const { rows } = await db.query(
    `select count(*)::int as rows, count(*) filter (where status = 'skipped')::int as skipped,
       count(*) filter (where makeup)::int as makeups,
       (select count(*)::int from order_events where subscription_id = $1) as events
     from deliveries where subscription_id = $1`,
    [subscriptionId],
  );
  return rows[0];
}

/** CPU seconds a process has used so far (Linux), or 0 where /proc is not there. */
async function cpuSeconds(pid) {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU the server and its database sessions spend: on a shared machine the rate says how much CPU
 * this run got, the CPU per request says what a skip costs whatever else is running.
 */
async function cpuNow(db, serverPid) {
  const { rows } = await db.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  let database = 0;
  for (const { pid } of rows) database += await cpuSeconds(pid);
  return { server: await cpuSeconds(serverPid), database, pids: rows.map((r) => r.pid) };
}

const admin = { email: 'bench-admin@fitthali.test', password: randomBytes(12).toString('hex') };
const jwtSecret = randomBytes(36).toString('base64');

await recreateDatabase();
const db = new pg.Pool({ connectionString: dbUrl.href, max: 2 });
const dataDir = await mkdtemp(join(tmpdir(), 'fitthali-skip-'));
const profileDir = env.BENCH_PROFILE_DIR;
let server;
let failed = false;
const results = [];
try {
  // The server migrates the new database on start; the seed goes in behind it.
  server = await startServer(
    root,
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl.href,
      JWT_SECRET: jwtSecret,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      NOMINATIM_URL: 'http://127.0.0.1:9/',
    },
    { nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
  );
  const { base } = server;
  const seeded = await seed(db);
  console.error(
    `seeded ${seeded.orders} orders, ${seeded.deliveries} deliveries (${seeded.on_date} on ${theDate}) in ${seeded.seconds} s`,
  );

  // Every customer's lunch on the date, in no particular order: one skip per customer, as a busy
  // evening before the cut-off would bring.
  const { rows: lunches } = await db.query(
    `select d.id, s.user_id, s.id as subscription_id from deliveries d
     join subscriptions s on s.id = d.subscription_id
     where d.date = $1 and d.slot = 'Lunch' order by d.id`,
    [theDate],
  );
  const needed = warmupSkips + timedSkips + 1 + mixedRequests / 2;
  if (lunches.length < needed) throw new Error(`only ${lunches.length} lunches for ${needed} uses`);
  let next = 0;
  const take = () => {
    const row = lunches[next];
    next += 1;
    return { ...row, token: signSession(jwtSecret, row.user_id) };
  };
  let skipped2xx = 0;
  let unskipped2xx = 0;
  /** The customer's own skip or unskip of one delivery row. */
  const deliveryAsk = (action) => (row) => ({
    path: `/api/user/deliveries/${row.id}/${action}`,
    headers: { authorization: `Bearer ${row.token}` },
  });

  const skipRun = async (name, amount) => {
    const queue = Array.from({ length: amount }, take);
    const result = await load(name, {
      url: base,
      connections,
      amount,
      method: 'POST',
      requests: [roundRobin(queue, deliveryAsk('skip'))],
    });
    skipped2xx += result.requests - result.non2xx;
    return result;
  };
  if (warmupSkips > 0) await skipRun('warm-up skips (untimed)', warmupSkips);
  const cpuBefore = await cpuNow(db, server.child.pid);
  const loadBefore = loadavg()[0];
  const timed = await skipRun('POST /api/user/deliveries/:id/skip', timedSkips);
  const cpuAfter = await cpuNow(db, server.child.pid);
  // Sessions opened during the run started from zero.
  const opened = cpuAfter.pids.filter((pid) => !cpuBefore.pids.includes(pid)).length;
  timed.check = `CPU per skip: server ${((1000 * (cpuAfter.server - cpuBefore.server)) / timed.requests).toFixed(2)} ms, database sessions ${((1000 * (cpuAfter.database - cpuBefore.database)) / timed.requests).toFixed(2)} ms (${cpuAfter.pids.length} sessions, ${opened} opened during the run; load average before ${loadBefore.toFixed(1)})`;
  results.push(timed);

  // One delivery, fifty connections at once: exactly one skip may land.
  const target = take();
  const before = await orderSnapshot(db, target.subscription_id);
  const repeated = await load('the same skip repeated', {
    url: `${base}/api/user/deliveries/${target.id}/skip`,
    connections,
    amount: 2000,
    method: 'POST',
    headers: { authorization: `Bearer ${target.token}` },
  });
  const after = await orderSnapshot(db, target.subscription_id);
  const landed = repeated.statuses['200'] ?? 0;
  skipped2xx += landed;
  const repeatOk =
    landed === 1 &&
    (repeated.statuses['409'] ?? 0) === repeated.requests - 1 &&
    after.rows === before.rows + 1 &&
    after.skipped === before.skipped + 1 &&
    after.makeups === before.makeups + 1 &&
    after.events === before.events + 1;
  repeated.check = `${landed} × 200, ${repeated.statuses['409'] ?? 0} × 409; order rows ${before.rows} → ${after.rows}, skipped ${before.skipped} → ${after.skipped}, makeups ${before.makeups} → ${after.makeups}, events ${before.events} → ${after.events}: ${repeatOk ? 'OK' : 'MISMATCH'}`;
  if (!repeatOk) failed = true;
  results.push(repeated);

  // Each connection skips a delivery and brings it back, then the next one: every answer 2xx.
  const pairs = Array.from({ length: mixedRequests / 2 }, take);
  const mixed = await load('skip then unskip (mixed)', {
    url: base,
    connections,
    amount: mixedRequests,
    method: 'POST',
    requests: [
      roundRobin(pairs, deliveryAsk('skip'), (status) => {
        if (status === 200) skipped2xx += 1;
      }),
      {
        // The same connection's row, from the skip just before.
        setupRequest: (req, context) => ({ ...req, ...deliveryAsk('unskip')(context.entry) }),
        onResponse(status) {
          if (status === 200) unskipped2xx += 1;
        },
      },
    ],
  });
  results.push(mixed);

  // The books: the tables, then the server's own check (GET /api/admin/delivery-books).
  const books = await sqlBooks(db);
  const { rows: skippedNow } = await db.query(
    `select count(*)::int as n from deliveries where status = 'skipped'`,
  );
  const loginRes = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const adminToken = (await loginRes.json()).token;
  const serverBooks = await (
    await fetch(`${base}/api/admin/delivery-books`, {
      headers: { authorization: `Bearer ${adminToken}` },
    })
  ).json();
  const answered = skipped2xx - unskipped2xx;
  const booksOk =
    books.unbalanced === 0 &&
    books.duplicates === 0 &&
    books.not_skipped === books.meals_sold &&
    books.skipped === books.makeups &&
    skippedNow[0].n === answered &&
    serverBooks.ok === true;
  if (!booksOk) failed = true;

  const database = `PostgreSQL ${(await db.query('show server_version')).rows[0].server_version}`;
  console.log(
    `\nFitThali skips: ${database}, ${seeded.orders} active orders, ${seeded.deliveries} deliveries (${seeded.on_date} on ${theDate}), ${connections} connections\n`,
  );
  console.log('| run | requests | req/s | p50 ms | p97.5 ms | p99 ms | max ms | answers |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of results) {
    const answers = Object.entries(r.statuses)
      .map(([code, count]) => `${count} × ${code}`)
      .join(', ');
    console.log(
      `| ${r.name} | ${r.requests} | ${r.reqPerSec} | ${r.p50ms} | ${r.p97_5ms} | ${r.p99ms} | ${r.maxMs} | ${answers}${r.errors ? `, ${r.errors} errors` : ''} |`,
    );
  }
  const skip = results[0];
  console.log(
    `\nTarget ≥ 500 req/s with p99 < 150 ms: ${skip.reqPerSec} req/s, p99 ${skip.p99ms} ms: ${skip.reqPerSec >= 500 && skip.p99ms < 150 && skip.non2xx === 0 ? 'met' : 'NOT met'}`,
  );
  for (const r of results) if (r.check) console.log(`\n${r.name}: ${r.check}`);
  console.log(
    `\nBooks: ${books.orders} orders, meals sold ${books.meals_sold} = not skipped ${books.not_skipped}; skipped ${books.skipped} = makeups ${books.makeups}; unbalanced orders ${books.unbalanced}; duplicate (order, date, slot) ${books.duplicates}; skipped rows ${skippedNow[0].n} = 2xx skips − 2xx unskips ${answered}; server check ${serverBooks.ok === true ? 'OK' : JSON.stringify(serverBooks)}: ${booksOk ? 'OK' : 'MISMATCH'}`,
  );
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await server?.stop();
  await db.end();
  await rm(dataDir, { recursive: true, force: true });
  if (env.BENCH_KEEP_DB !== '1') await dropDatabase();
}
process.exit(failed ? 1 : 0);
