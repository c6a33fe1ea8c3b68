// The kitchen at issue 13's scale: 200 000 deliveries on one date (100 000 Lunch + Dinner
// subscribers), on PostgreSQL, against the built server.
//
//   npm run bench:kitchen                                   PostgreSQL at postgres://postgres@127.0.0.1:5432
//   BENCH_DATABASE_URL=postgres://… npm run bench:kitchen   another server (a throwaway database is made on it)
//   BENCH_KITCHEN_SUBSCRIBERS=100000 BENCH_DURATION=10
//
// Measures GET /api/admin/kitchen for one slot (its counts and first run sheet page) at one
// connection, a page deep in the run sheet, and the CSV download: the time to stream it whole and
// how much the server's resident memory grows meanwhile, against the size of the file.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './support.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const subscribers = Number(process.env.BENCH_KITCHEN_SUBSCRIBERS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const serverUrl = new URL(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const ADMIN = { email: 'bench-admin@fitthali.test', password: 'bench-admin-password' };

const maintenance = new pg.Client({ connectionString: serverUrl.toString() });
try {
  await maintenance.connect();
} catch (err) {
  console.log(`\nKitchen bench skipped: no PostgreSQL at ${serverUrl.host} (${err.message}).`);
  process.exit(0);
}
const dbName = `fitthali_bench_kitchen_${process.pid}`;
await maintenance.query(`create database ${dbName}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;

const dataDir = await mkdtemp(join(tmpdir(), 'fitthali-bench-kitchen-'));
/** The built server, started at the top of the run below. */
let server;

/** India's date n days from now. */
function indiaDate(days) {
  return new Date(Date.now() + 5.5 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);
}

/**
 * 100 000 Lunch + Dinner subscribers, each with a delivery of both meals on one date: spread over
 * 40 PIN codes, 25 areas, four plans and both meal options, with a few skipped and cancelled
 * meals as a real day has. Built with INSERT … SELECT over generate_series, through the same
 * triggers that key the run sheet for every real delivery.
 */
async function seed(db, date) {
  const started = performance.now();
  const lap = (what) => {
    if (process.env.BENCH_KITCHEN_KEEP)
      console.log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await db.query(
    `insert into users (name, email, phone, role)
     select 'Bench Subscriber ' || n, 'kitchen' || n || '@bench.test', '7' || lpad(n::text, 9, '0'), 'customer'
     from generate_series(1, $1) n`,
    [subscribers],
  );
  lap('users');
  await db.query(
    `insert into subscriptions (user_id, plan_id, plan_name, slot, meal_option, duration_label, days,
       start_date, selected_days, delivery_dates, address, price_per_meal, total_meals, subtotal,
       total_price, payment_mode, payment_status, status, confirmed_at)
     select u.id, 'p' || (n % 4), (array['High Protein','Weightloss','Office Employee','Balanced'])[n % 4 + 1],
       'Lunch + Dinner', case when n % 3 = 0 then 'Non-Veg' else 'Veg' end, '1 Month', 28,
       $1::date, array['Monday'], array[$1::date],
       jsonb_build_object('at', 'Plot ' || (n % 997) || ', Lane ' || (n % 13), 'po', 'Area ' || (n % 25),
         'dist', 'Khordha', 'pin', (751001 + n % 40)::text, 'lat', null, 'lng', null),
       249, 56, 249 * 56, 249 * 56, 'COD', 'due', 'active', now()
     from (select id, row_number() over () as n from users where email like '%@bench.test') u`,
    [date],
  );
  lap('subscriptions');
  await db.query(
    `insert into deliveries (subscription_id, date, slot, status, plan_name, meal_option)
     select s.id, $1::date, m.slot,
       case when hashtext(s.id::text || m.slot) % 25 = 0 then 'skipped'
            when hashtext(s.id::text || m.slot) % 101 = 0 then 'cancelled'
            else 'scheduled' end,
       s.plan_name, s.meal_option
     from subscriptions s cross join (values ('Lunch'), ('Dinner')) m(slot)`,
    [date],
  );
  lap('deliveries');
  await db.query('vacuum analyze users, subscriptions, deliveries');
  const { rows } = await db.query(
    `select slot, status, count(*)::int as n from deliveries group by 1, 2 order by 1, 2`,
  );
  return { seconds: (performance.now() - started) / 1000, rows };
}

function cannon(url, token) {
  return new Promise((res, rej) => {
    autocannon(
      { url, connections: 1, duration, headers: { authorization: `Bearer ${token}` } },
      (err, result) => {
        if (err) return rej(err);
        res({
          reqPerSec: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
  });
}

async function rssKb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Downloads the CSV as a stream, sampling the server's RSS every 20 ms meanwhile. */
async function streamCsv(url, token) {
  const baseline = await rssKb(server.child.pid);
  let peak = baseline;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await rssKb(server.child.pid).catch(() => 0));
  }, 20);
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  let lines = 0;
  let firstByteMs = 0;
  for await (const chunk of res.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    status: res.status,
    seconds,
    firstByteMs,
    bytes,
    rows: lines - 1,
    baselineMb: baseline / 1024,
    growthMb: (peak - baseline) / 1024,
  };
}

let failed = false;
try {
  server = await startServer(root, {
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl.toString(),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const { base } = server;
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  const date = indiaDate(2);
  const seeded = await seed(db, date);
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  const sheetUrl = `${base}/api/admin/kitchen?date=${date}&slot=Lunch`;
  const sheet = await (
    await fetch(sheetUrl, { headers: { authorization: `Bearer ${token}` } })
  ).json();

  // A cursor deep in the run sheet: the last page a rider reaches.
  let after = sheet.nextCursor;
  for (let i = 0; i < 3 && after; i += 1) {
    const page = await fetch(`${sheetUrl}&limit=500&after=${after}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    after = (await page.json()).nextCursor;
  }
  const plan = await db.query(
    `explain (analyze, costs off, timing off, summary off)
     select plan_name, meal_option, status, count(*) from deliveries
     where date = $1 and slot = 'Lunch' and status in ('scheduled', 'delivered', 'missed')
     group by 1, 2, 3`,
    [date],
  );
  await db.end();

  const first = await cannon(sheetUrl, token);
  const deep = after ? await cannon(`${sheetUrl}&after=${after}`, token) : null;
  const csv = await streamCsv(`${base}/api/admin/kitchen.csv?date=${date}&slot=Lunch`, token);

  console.log(
    `\nFitThali kitchen at scale (PostgreSQL): ${subscribers} Lunch + Dinner subscribers, one date (${date})\n`,
  );
  console.log(
    `seeded in ${seeded.seconds.toFixed(1)} s: ${seeded.rows.map((r) => `${r.slot} ${r.status} ${r.n}`).join(', ')}`,
  );
  console.log(
    `Lunch sheet: totalMeals ${sheet.totalMeals}, remaining ${sheet.remaining}, ${sheet.deliveries.length} deliveries on the first page`,
  );
  console.log(`counts plan: ${plan.rows.map((r) => r['QUERY PLAN'].trim()).join(' / ')}\n`);
  console.log('| measure | req/s | p50 ms | p99 ms | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const row = (name, r) =>
    console.log(`| ${name} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
  row('GET /api/admin/kitchen?date&slot=Lunch (counts + first 200), 1 connection', first);
  if (deep) row('same, a page 1700 stops deep (after=…), 1 connection', deep);
  console.log(
    `\nGET /api/admin/kitchen.csv (Lunch): HTTP ${csv.status}, ${csv.rows} rows, ${(csv.bytes / 1e6).toFixed(1)} MB in ${csv.seconds.toFixed(2)} s (first byte ${csv.firstByteMs.toFixed(0)} ms); server RSS ${csv.baselineMb.toFixed(0)} MB before, peak growth ${csv.growthMb.toFixed(1)} MB while streaming`,
  );
  const p50Ok = first.p50 <= 150;
  console.log(`\nkitchen sheet p50 ≤ 150 ms: ${p50Ok ? 'OK' : 'NOT MET'}`);
  if (!p50Ok || first.non2xx > 0 || csv.status !== 200 || csv.rows !== sheet.totalMeals) {
    failed = true;
    console.log(`CSV rows ${csv.rows} vs totalMeals ${sheet.totalMeals}`);
  }
} finally {
  await server?.stop();
  // BENCH_KITCHEN_KEEP=1 keeps the seeded database to look at its plans.
  if (process.env.BENCH_KITCHEN_KEEP) console.log(`kept database ${dbUrl}`);
  else await maintenance.query(`drop database if exists ${dbName}`);
  await maintenance.end();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
