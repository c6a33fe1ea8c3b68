// Proof under failure (issue 28 point 5): through HAProxy with three instances, customers place
// orders and skip meals for 60 s while one instance is killed (-9) and later started again,
// PostgreSQL restarts once and Redis is cut for 10 s. Then: orders acknowledged vs stored (equal,
// none twice, retries under the same Idempotency-Key included), the errors clients saw and when,
// new-order alarms heard by an admin socket connected through the proxy, notifications sent once,
// and the books. Also orders/s with 1 and with 3 instances, and each instance's memory.
//
//   npm run bench:failover                       build, then run (needs haproxy, PostgreSQL, Redis)
//   FAILOVER_SECONDS=60 FAILOVER_CLIENTS=12      the load's length and concurrency
//   FAILOVER_KEEP_SERVICES=1                     only kill and restart an instance (a dry run on a
//                                                machine whose PostgreSQL and Redis others use)
//   FAILOVER_ONLY=1                              skip the 1-vs-3-instance throughput runs
//
// It restarts the machine's PostgreSQL (pg_ctlcluster) and Redis: run it on a machine of its own.

import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
import { haproxyAvailable, startCluster, waitReady } from '../scripts/cluster-processes.mjs';
import { benchOrder, freePort } from './support.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const seconds = Number(process.env.FAILOVER_SECONDS ?? 60);
const clients = Number(process.env.FAILOVER_CLIENTS ?? 12);
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/fitthali_failover';
const ADMIN = { email: 'failover-admin@example.in', password: 'failover-admin-password' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
const at = () => ((Date.now() - t0) / 1000).toFixed(1);
const say = (message) => console.error(`[${at()} s] ${message}`);

if (!haproxyAvailable()) throw new Error('needs HAProxy: apt-get install -y haproxy');
if (!process.env.FAILOVER_SKIP_BUILD) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query('drop database if exists fitthali_failover with (force)');
  await admin.query('create database fitthali_failover');
  await admin.end();
}

const clusterEnv = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SIGNUP_LIMIT_PER_HOUR: '100000',
  LOGIN_FAILURES_PER_ADDRESS: '100000',
};

async function json(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { raw: text.slice(0, 200) };
  }
}

/** A request that a customer's app would retry: network errors and 5xx, the same body and key. */
async function withRetry(send, errors) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      const res = await send();
      if (res.status < 500) return res;
      errors.push({ at: Number(at()), what: `HTTP ${res.status}` });
      await res.arrayBuffer();
    } catch (err) {
      errors.push({ at: Number(at()), what: err.cause?.code ?? err.message });
    }
    await sleep(250 + attempt * 100);
  }
  throw new Error('gave up after 60 attempts');
}

async function signupCustomers(base, n, errors) {
  const tokens = [];
  for (let i = 0; i < n; i += 1) {
    const id = String(Date.now() % 1e6).padStart(6, '0') + String(i).padStart(3, '0');
    const res = await withRetry(
      () =>
        fetch(`${base}/api/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Failover Customer ${i}`,
            email: `failover${id}@example.in`,
            phone: `8${id}`,
            password: 'failover-password',
          }),
        }),
      errors,
    );
    if (res.status !== 201)
      throw new Error(`signup ${res.status}: ${JSON.stringify(await json(res))}`);
    tokens.push((await res.json()).token);
  }
  return tokens;
}

/** Customers ordering and skipping until `until`; every answer and retry is recorded. */
async function load(base, tokens, until, record) {
  const body = JSON.stringify(benchOrder());
  let next = 0;
  const loop = async (c) => {
    while (Date.now() < until()) {
      const n = next;
      next += 1;
      const token = tokens[(c + n) % tokens.length];
      const key = `failover-${c}-${n}-${t0}`;
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
      };
      const res = await withRetry(
        () => fetch(`${base}/api/subscribe`, { method: 'POST', headers, body }),
        record.errors,
      );
      const answer = await json(res);
      if (res.status !== 201 || !answer.subscriptionId) {
        record.refused.push({ status: res.status, message: answer.message });
        continue;
      }
      record.acknowledged.push({ key, subscriptionId: answer.subscriptionId });
      // Every third order: the customer skips its last meal.
      if (n % 3 !== 0) continue;
      const plan = await withRetry(
        () =>
          fetch(`${base}/api/user/subscriptions/${answer.subscriptionId}`, {
            headers: { authorization: `Bearer ${token}` },
          }),
        record.errors,
      );
      const deliveries = (await json(plan)).deliveries ?? [];
      const last = deliveries.at(-1);
      if (!last) continue;
      const skip = await withRetry(
        () =>
          fetch(`${base}/api/user/deliveries/${last._id ?? last.id}/skip`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
          }),
        record.errors,
      );
      await skip.arrayBuffer();
      // 409 after a retry means the first attempt was stored: counted from the database below.
      if (skip.status === 200 || skip.status === 409) record.skips.push(last._id ?? last.id);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => loop(c)));
}

function adminListener(base, token, heard) {
  const socket = connect(base, { transports: ['websocket'], reconnectionDelay: 200 });
  const state = { connects: 0, disconnects: 0 };
  socket.on('connect', () => {
    state.connects += 1;
    socket.emit('joinAdmin', token, () => {});
  });
  socket.on('disconnect', () => {
    state.disconnects += 1;
  });
  socket.on('new_order', (event) => heard.add(event.subscriptionId));
  return { socket, state };
}

function errorWindows(errors) {
  const windows = [];
  for (const e of [...errors].sort((a, b) => a.at - b.at)) {
    const last = windows.at(-1);
    if (last && e.at - last.to <= 2) {
      last.to = e.at;
      last.count += 1;
      last.kinds.add(e.what);
    } else windows.push({ from: e.at, to: e.at, count: 1, kinds: new Set([e.what]) });
  }
  return windows.map((w) => ({ ...w, kinds: [...w.kinds].join(', ') }));
}

const rssMb = (pid) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return null;
  }
};

async function throughput(instances) {
  await freshDatabase();
  const cluster = await startCluster(root, {
    databaseUrl,
    proxyPort: await freePort(),
    firstWebPort: 3101,
    instances,
    quiet: true,
    extraEnv: clusterEnv,
  });
  const record = { acknowledged: [], refused: [], errors: [], skips: [] };
  const tokens = await signupCustomers(cluster.proxyUrl, clients * 2, record.errors);
  const started = Date.now();
  const stopAt = started + 20_000;
  await load(cluster.proxyUrl, tokens, () => stopAt, { ...record, skips: [] });
  const perSecond = record.acknowledged.length / ((Date.now() - started) / 1000);
  const memory = cluster.web.map((member) => rssMb(member.child.pid));
  await cluster.stop();
  return { instances, ordersPerSecond: Math.round(perSecond), memoryMb: memory };
}

async function failover() {
  await freshDatabase();
  const cluster = await startCluster(root, {
    databaseUrl,
    proxyPort: await freePort(),
    firstWebPort: 3101,
    quiet: true,
    extraEnv: clusterEnv,
  });
  const base = cluster.proxyUrl;
  say(`cluster up at ${base}`);
  const record = { acknowledged: [], refused: [], errors: [], skips: [] };
  const tokens = await signupCustomers(base, clients * 3, record.errors);
  const login = await json(
    await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }),
  );
  const heard = new Set();
  const admin = adminListener(base, login.token, heard);
  await sleep(1000);

  const loadStart = Date.now();
  const stopAt = loadStart + seconds * 1000;
  const events = [];
  const mark = (what) => {
    events.push({ at: Number(((Date.now() - loadStart) / 1000).toFixed(1)), what });
    say(what);
  };
  const script = (async () => {
    const step = (fraction) =>
      sleep(Math.max(0, loadStart + fraction * seconds * 1000 - Date.now()));
    await step(0.15);
    mark('kill -9 web2');
    await cluster.web[1].stop('SIGKILL');
    await step(0.35);
    mark('start web2 again');
    cluster.web[1].start();
    if (process.env.FAILOVER_KEEP_SERVICES) return;
    await step(0.5);
    mark('restart PostgreSQL');
    execFileSync('pg_ctlcluster', ['15', 'main', 'restart']);
    mark('PostgreSQL back');
    await step(0.7);
    mark('cut Redis');
    execFileSync('redis-cli', ['-h', '127.0.0.1', 'shutdown', 'nosave']);
    await sleep(10_000);
    execFileSync('redis-server', [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '-::1',
      '--port',
      '6379',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    mark('Redis back');
  })();
  await Promise.all([load(base, tokens, () => stopAt, record), script]);
  mark('load stopped');
  await waitReady(`${base}/api/ready`, 60_000);
  await sleep(3000);
  // The worker sends what is due; reminders for later days stay queued, as they should.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const dueQueued = async () =>
    (
      await db.query(
        `select count(*)::int as n from notification_deliveries
          where status = 'queued' and next_attempt_at <= now()`,
      )
    ).rows[0].n;
  const drainStart = Date.now();
  while ((await dueQueued()) > 0 && Date.now() - drainStart < 180_000) await sleep(1000);
  const notificationsDrainSeconds = Math.round((Date.now() - drainStart) / 1000);
  const notificationsDueUnsent = await dueQueued();
  const acknowledged = new Set(record.acknowledged.map((a) => a.subscriptionId));
  const stored = (await db.query('select id from subscriptions')).rows.map((r) => r.id);
  const storedSet = new Set(stored);
  const keys = await db.query(
    `select count(*)::int as n from (select user_id, idempotency_key from subscriptions
      where idempotency_key is not null group by 1, 2 having count(*) > 1) d`,
  );
  const skippedStored = (
    await db.query(`select count(*)::int as n from deliveries where status = 'skipped'`)
  ).rows[0].n;
  const notifications = (
    await db.query(`select status, count(*)::int as n from notification_deliveries group by status`)
  ).rows;
  const twice = (
    await db.query(
      `select count(*)::int as n from (select notification_id, channel from notification_deliveries
        where status = 'sent' group by notification_id, channel having count(*) > 1) d`,
    )
  ).rows[0].n;
  await db.end();
  const books = spawnSync(process.execPath, [join(root, 'apps/server/dist/books.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  const memory = cluster.web.map((member) => rssMb(member.child.pid));
  admin.socket.close();
  await cluster.stop();
  return {
    seconds,
    clients,
    events,
    ordersAcknowledged: acknowledged.size,
    ordersStored: stored.length,
    acknowledgedNotStored: [...acknowledged].filter((id) => !storedSet.has(id)).length,
    storedNotAcknowledged: stored.filter((id) => !acknowledged.has(id)).length,
    duplicateIdempotencyKeys: keys.rows[0].n,
    refused: record.refused.length,
    skipsAcknowledged: record.skips.length,
    skipsStored: skippedStored,
    clientErrors: record.errors.length,
    errorWindows: errorWindows(record.errors),
    alarmsHeard: heard.size,
    alarmsMissed: stored.filter((id) => !heard.has(id)).length,
    adminSocket: admin.state,
    notifications,
    notificationsSentTwice: twice,
    notificationsDrainSeconds,
    notificationsDueUnsent,
    booksExit: books.status,
    booksSummary: books.stdout.split('\n').slice(0, 6).join('\n'),
    memoryMb: memory,
  };
}

const result = await failover();
console.log(JSON.stringify(result, null, 2));
if (!process.env.FAILOVER_ONLY) {
  const one = await throughput(1);
  const three = await throughput(3);
  console.log(JSON.stringify({ throughput: [one, three] }, null, 2));
}
