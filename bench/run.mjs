// Measures the API on this machine: the real server (built) against a bare Fastify hello-world
// in the same run, so the ratio says what our stack costs independent of the machine's speed.
//
//   npm run bench                          embedded PGlite
//   BENCH_DATABASE_URL=postgres://… npm run bench   PostgreSQL
//   BENCH_DURATION=5 BENCH_CONNECTIONS=10 npm run bench
//   BENCH_ONLY=plans,subscribe npm run bench        only the endpoints whose names contain these
//   BENCH_PROFILE_DIR=/tmp/prof npm run bench       also write the server's V8 CPU profile there
//   BENCH_ORDERS=3000 BENCH_WARMUP_ORDERS=1000      timed orders, and untimed ones placed first
//   BENCH_ADMIN_CONNECTIONS=5                       connections for the admin reads and for the
//                                                   admin's writes (COD cash, refunds)
//   BENCH_ONLY=kitchen npm run bench                the kitchen at 200 000 deliveries (bench/kitchen.mjs)
//   BENCH_ONLY=subscribe,cash npm run bench         orders, then their COD cash and the books check
//   BENCH_ONLY=refunds BENCH_REFUND_ORDERS=100       online orders paid, refunded, then the books
//   BENCH_ONLY=subscribe,cash,cancel,credits        orders, their cash, customers cancelling them
//                                                   and spending the credits (bench/cancel.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchCancellations, benchCredits } from './cancel.mjs';
import { bringFirstLunchToToday } from './cash.mjs';
import { benchOrder, freePort, onceEach, startNode, startServer, waitHealthy } from './support.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const adminConnections = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 5);
let adminRowsNote = '';
let booksNote = '';
/** The order run's customers (session tokens), who later cancel and spend credits. */
let orderCustomers = [];

function run(name, opts) {
  return new Promise((res, rej) => {
    const length = opts.amount ? {} : { duration };
    // autocannon notices the end of a fixed-count run on a one-second tick, so its own elapsed
    // time is rounded up; the rate is taken from the first request to the last answer instead.
    const started = performance.now();
    let lastAnswer = started;
    const options = { connections, ...length, ...opts };
    const instance = autocannon(options, (err, result) => {
      if (err) return rej(err);
      // autocannon counts a timeout as an error too (`errors` includes `timeouts`).
      const non2xx = result.non2xx + result.errors;
      const statuses = {};
      for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
        statuses[code] = count;
      }
      res({
        connections: options.connections,
        statuses,
        errors: result.errors,
        timeouts: result.timeouts,
        name,
        reqPerSec: Math.round((result.requests.total * 1000) / (lastAnswer - started)),
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        requests: result.requests.total,
        non2xx,
        check: '',
      });
    });
    instance.on('response', () => {
      lastAnswer = performance.now();
    });
  });
}

// Orders are real: each request is a valid COD order from one of many customers, and afterwards
// the admin totals are read back to check that exactly one order and one transaction were
// stored per 2xx answer.
async function benchSubscribe(base, admin) {
  const before = await bookTotals(base, admin);
  const customers = [];
  for (let i = 0; i < connections; i += 1) {
    const n = String(Date.now() % 1e6).padStart(6, '0') + String(i).padStart(3, '0');
    const res = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Customer ${i}`,
        email: `bench${n}@example.in`,
        phone: `9${n}`,
        password: 'bench-password',
      }),
    });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
    customers.push((await res.json()).token);
  }
  orderCustomers = customers;
  const order = benchOrder();
  const body = JSON.stringify(order);
  let next = 0;
  const orderRun = async (name, amount) => {
    // A fixed number of orders rather than a duration, each under its own Idempotency-Key. One
    // that timed out may still have been stored, so it is placed again under its key, as a
    // checkout's retry would: every order then has its answer before the count check.
    const asks = [];
    const result = await run(name, {
      amount,
      url: `${base}/api/subscribe`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      requests: [
        {
          setupRequest(req, context) {
            const ask = { token: customers[next % customers.length], key: `bench-order-${next}` };
            next += 1;
            asks.push(ask);
            context.ask = ask;
            return {
              ...req,
              headers: {
                ...req.headers,
                authorization: `Bearer ${ask.token}`,
                'idempotency-key': ask.key,
              },
            };
          },
          onResponse(status, _body, context) {
            context.ask.status = status;
          },
        },
      ],
    });
    for (const ask of asks.filter((a) => a.status === undefined)) {
      const again = await fetch(`${base}/api/subscribe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${ask.token}`,
          'idempotency-key': ask.key,
        },
        body,
      });
      await again.text();
      ask.status = again.status;
    }
    result.placed = asks.filter((a) => a.status >= 200 && a.status < 300).length;
    return result;
  };
  // A server that has just started is still compiling its hot paths and opening its database
  // connections; the first orders are placed but not timed. The books check counts them too.
  const warmupOrders = Number(process.env.BENCH_WARMUP_ORDERS ?? 1000);
  const warmup = warmupOrders > 0 ? await orderRun('warm-up', warmupOrders) : { placed: 0 };
  const result = await orderRun('POST /api/subscribe', Number(process.env.BENCH_ORDERS ?? 3000));
  const after = await bookTotals(base, admin);
  const orders = after.orders - before.orders;
  const txns = after.transactions - before.transactions;
  const ok = warmup.placed + result.placed;
  const same = orders === ok && txns === ok;
  if (!same) process.exitCode = 1;
  result.check = `${orders} orders, ${txns} transactions for ${ok} 2xx answers (${result.timeouts} timed out in the timed run and were asked again under their key): ${same ? 'OK' : 'MISMATCH'}`;
  return result;
}

/**
 * Records the cash of every order on `stops` (a delivery id each), once each, then asks the books
 * check: every collection must be its order's total and money in must equal the paid orders.
 */
async function benchCash(base, admin, stops) {
  // One cash collection asked for each stop.
  const collect = (name, list) =>
    run(name, {
      url: base,
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      ...onceEach(list, adminConnections, (id) => ({ path: `/api/admin/deliveries/${id}/cash` })),
    });
  const result = await collect('POST /api/admin/deliveries/:id/cash', stops);
  // The same requests again, as a rider's double taps: each is answered as before, nothing new.
  const repeats = stops.slice(0, 200);
  const repeated = await collect('repeat', repeats);
  const books = await (
    await fetch(`${base}/api/admin/books`, { headers: { authorization: `Bearer ${admin}` } })
  ).json();
  const { money } = books;
  const once = money.collections === stops.length && repeated.non2xx === 0;
  if (!once) process.exitCode = 1;
  const answers = Object.entries(result.statuses)
    .map(([code, n]) => `${n} × ${code}`)
    .join(', ');
  result.check = `${stops.length} COD orders on their first lunch (${answers}, ${result.timeouts} timed out at ${result.connections} connections), ${repeats.length} asked twice (${repeated.non2xx} non-2xx), ${money.collections} collections ${once ? 'OK' : 'MISMATCH'}, COD collected ₹${money.codCollected}, money in ₹${money.moneyIn} − refunds ₹${money.refundsProcessed} = collected net ₹${money.collectedNet} against paid orders ₹${money.paidOrdersNet}; books check ${books.ok ? 'OK' : `MISMATCH ${JSON.stringify(money.problems)}`}`;
  if (!books.ok) process.exitCode = 1;
  return result;
}

/**
 * Online orders paid through the built-in test gateway, then refunded by an admin (issue 14 point
 * 5): every other one whole, the rest ₹500, each under its own Idempotency-Key, and a fifth of
 * them asked again under the same key, as a double click or a retry would. Then the books check:
 * one refund per key, each processed, and money in − refunds = the paid orders less the same.
 */
async function benchRefunds(base, admin) {
  const count = Number(process.env.BENCH_REFUND_ORDERS ?? 100);
  const before = await (
    await fetch(`${base}/api/admin/books`, { headers: { authorization: `Bearer ${admin}` } })
  ).json();
  const body = JSON.stringify(benchOrder({ paymentMode: 'Online' }));
  const asks = [];
  let expected = 0;
  for (let i = 0; i < count; i += 1) {
    const n = String(Date.now() % 1e6).padStart(6, '0') + String(i).padStart(3, '0');
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Refund ${i}`,
        email: `refund${n}@example.in`,
        phone: `8${n}`,
        password: 'bench-password',
      }),
    });
    if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
    const { token } = await signup.json();
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const placed = await fetch(`${base}/api/subscribe`, { method: 'POST', headers: auth, body });
    if (placed.status !== 201) throw new Error(`online order failed: ${placed.status}`);
    const { subscriptionId, totalPrice } = await placed.json();
    const paid = await fetch(`${base}/api/payments/test/complete`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ subscriptionId }),
    });
    if (paid.status !== 200) throw new Error(`test payment failed: ${paid.status}`);
    const amount = i % 2 === 0 ? totalPrice : 500;
    expected += amount;
    asks.push({ subscriptionId, amount, key: `bench-refund-${n}` });
  }
  const repeats = asks.slice(0, Math.floor(count / 5));
  const all = [...asks, ...repeats];
  const result = await run('POST /api/admin/subscriptions/:id/refunds', {
    url: base,
    method: 'POST',
    ...onceEach(all, adminConnections, (ask) => ({
      path: `/api/admin/subscriptions/${ask.subscriptionId}/refunds`,
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json',
        'idempotency-key': ask.key,
      },
      body: JSON.stringify({ amount: ask.amount, reason: 'Bench refund' }),
    })),
  });
  const books = await (
    await fetch(`${base}/api/admin/books`, { headers: { authorization: `Bearer ${admin}` } })
  ).json();
  const { money } = books;
  const refunded = money.refundsProcessed - before.money.refundsProcessed;
  const ok = books.ok && refunded === expected;
  result.check = `${count} online orders paid, ${all.length} refund requests (${repeats.length} repeated under the same key): refunds processed ₹${refunded} for ₹${expected} asked, money in ₹${money.moneyIn} − refunds ₹${money.refundsProcessed} = collected net ₹${money.collectedNet} against paid orders ₹${money.paidOrdersNet}; credits ${books.credits.ok ? 'OK' : 'MISMATCH'}; books check ${ok ? 'OK' : `MISMATCH ${JSON.stringify({ money: money.problems, credits: books.credits.problems })}`}`;
  if (!ok) process.exitCode = 1;
  return result;
}

/** How many orders and transactions the admin lists count. */
async function bookTotals(base, admin) {
  const total = async (path) => {
    const res = await fetch(`${base}${path}?limit=1`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    return (await res.json()).total;
  };
  return {
    orders: await total('/api/admin/subscriptions'),
    transactions: await total('/api/admin/transactions'),
  };
}

async function adminToken(base) {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  return (await res.json()).token;
}

const BENCH_ADMIN = { email: 'bench-admin@fitthali.test', password: 'bench-admin-password' };

const dataDir = await mkdtemp(join(tmpdir(), 'fitthali-bench-'));
const helloFile = join(dataDir, 'hello.mjs');
await writeFile(
  helloFile,
  `import Fastify from ${JSON.stringify(join(root, 'node_modules/fastify/fastify.js'))};
   const app = Fastify();
   app.get('/', async () => ({ hello: 'world' }));
   await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
   process.on('SIGTERM', () => app.close().then(() => process.exit(0)));`,
);
await mkdir(join(dataDir, 'data'), { recursive: true });

const results = [];
const helloPort = await freePort();
const hello = startNode(root, helloFile, { PORT: String(helloPort) });
await waitHealthy(`http://127.0.0.1:${helloPort}/`, hello.child);
results.push(await run('bare Fastify hello-world', { url: `http://127.0.0.1:${helloPort}/` }));
await hello.stop();

const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const wanted = (name) => only.length === 0 || only.some((part) => name.includes(part));
const profileDir = process.env.BENCH_PROFILE_DIR;
const startApp = () =>
  startServer(
    root,
    {
      DATA_DIR: join(dataDir, 'data'),
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      SIGNUP_LIMIT_PER_HOUR: '100000',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    {
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      // Reopening the embedded database after the cash step's move has taken over a minute on
      // a machine loaded by other work.
      timeoutMs: 180_000,
    },
  );
let app = await startApp();
let { base } = app;
try {
  if (wanted('GET /api/health')) {
    results.push(await run('GET /api/health', { url: `${base}/api/health` }));
  }
  if (wanted('GET /api/plans')) {
    results.push(await run('GET /api/plans', { url: `${base}/api/plans` }));
  }
  const admin = await adminToken(base);
  if (wanted('POST /api/subscribe')) results.push(await benchSubscribe(base, admin));
  // The admin reads after the orders above, so they read tables with thousands of rows; at a few
  // connections, as a back office has a few operators, not fifty.
  const adminRun = (name, path) =>
    run(name, {
      url: `${base}${path}`,
      headers: { authorization: `Bearer ${admin}` },
      connections: adminConnections,
    });
  const { total } = await (
    await fetch(`${base}/api/admin/subscriptions?limit=1`, {
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json();
  const deep = Math.max(0, total - 50);
  const adminReads = [
    ['GET /api/admin/dashboard', '/api/admin/dashboard'],
    ['GET /api/admin/revenue', '/api/admin/revenue'],
    ['GET /api/admin/subscriptions?limit=50', '/api/admin/subscriptions?limit=50'],
    [
      `GET /api/admin/subscriptions?limit=50&offset=${deep}`,
      `/api/admin/subscriptions?limit=50&offset=${deep}`,
    ],
    [
      'GET /api/admin/subscriptions?status=cancelled&limit=50',
      '/api/admin/subscriptions?status=cancelled&limit=50',
    ],
    ['GET /api/admin/users?limit=50', '/api/admin/users?limit=50'],
    ['GET /api/admin/transactions?limit=50', '/api/admin/transactions?limit=50'],
  ];
  for (const [name, path] of adminReads) {
    if (wanted(name)) results.push(await adminRun(name, path));
  }
  adminRowsNote = `admin rows: ${adminConnections} connections, ${total} orders in the table`;
  let cashDone = false;
  if (wanted('POST /api/admin/deliveries/:id/cash')) {
    // The orders reach their first lunch (see bench/cash.mjs), and each one's cash is recorded.
    await app.stop();
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const stops = await bringFirstLunchToToday(
      { dataDir: join(dataDir, 'data'), databaseUrl: process.env.BENCH_DATABASE_URL },
      2,
      today,
    );
    app = await startApp();
    base = app.base;
    results.push(await benchCash(base, await adminToken(base), stops));
    cashDone = true;
  }
  if (wanted('POST /api/admin/subscriptions/:id/refunds')) {
    results.push(await benchRefunds(base, await adminToken(base)));
  }
  // Customers cancel (needs the order run's orders started and paid by the cash step), then
  // spend the credits those cancellations earned.
  const step = { run, customers: orderCustomers, connections };
  let cancelled = false;
  if (wanted('POST /api/user/subscriptions/:id/cancel') && cashDone) {
    results.push(await benchCancellations({ ...step, base, admin: await adminToken(base) }));
    cancelled = true;
  }
  if (wanted('spending credits') && cancelled) {
    results.push(await benchCredits({ ...step, base, admin: await adminToken(base) }));
  }
} finally {
  await app.stop();
}
// The same books check as a command (`npm run books`), on the data the bench left, after the
// server has stopped (the embedded database takes one process at a time).
if (
  wanted('POST /api/admin/deliveries/:id/cash') ||
  wanted('POST /api/admin/subscriptions/:id/refunds') ||
  wanted('POST /api/user/subscriptions/:id/cancel')
) {
  const books = spawnSync(process.execPath, [join(root, 'apps/server/dist/books.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: join(dataDir, 'data'),
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      NODE_ENV: 'development',
    },
    encoding: 'utf8',
  });
  booksNote = `npm run books (exit ${books.status}):\n${books.stdout}${books.stderr}`;
  if (books.status !== 0) process.exitCode = 1;
}
await rm(dataDir, { recursive: true, force: true });

const baseline = results[0].reqPerSec;
console.log(
  `\nFitThali API benchmark: ${connections} connections, ${duration} s each, database ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
);
console.log(
  '| endpoint | connections | req/s | p50 ms | p99 ms | non-2xx | of them timeouts | vs hello-world |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.connections} | ${r.reqPerSec} | ${r.p50ms} | ${r.p99ms} | ${r.non2xx} | ${r.timeouts} | ${(r.reqPerSec / baseline).toFixed(2)} |`,
  );
}
for (const r of results) if (r.check) console.log(`\n${r.name}: ${r.check}`);
if (adminRowsNote) console.log(`\n${adminRowsNote}`);
if (booksNote) console.log(`\n${booksNote}`);
// Issue 13's skips need 100 000 seeded orders in a database of their own (bench/skip.mjs).
if (process.env.BENCH_DATABASE_URL && wanted('POST /api/user/deliveries/:id/skip')) {
  const skips = spawnSync(process.execPath, [join(root, 'bench/skip.mjs')], { stdio: 'inherit' });
  if (skips.status !== 0) process.exitCode = 1;
}

// The kitchen at issue 13's scale needs PostgreSQL and its own 200 000 deliveries, so it runs as
// its own script with its own server (it says so and stops when there is no PostgreSQL).
if (wanted('kitchen')) {
  const kitchen = spawn(process.execPath, [join(root, 'bench/kitchen.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  const code = await new Promise((r) => kitchen.once('exit', r));
  if (code !== 0) process.exitCode = 1;
}
