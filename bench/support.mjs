// What every benchmark script needs: a free port, a server that answers, an order to place, a
// session to place it with and a load to measure.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';

export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

export async function waitHealthy(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited early`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never became healthy`);
}

/**
 * A seven-day High Protein lunch order from the day after tomorrow (India time; always past the
 * kitchen's 24-hour notice) at the seed price. The benches run on plain Node, which cannot import
 * the TypeScript domain package: a start date and seven consecutive dates are all they need.
 */
export function benchOrder({ couponCode = '', discount = 0, paymentMode = 'COD' } = {}) {
  const start = new Date(Date.now() + 5.5 * 3600_000 + 48 * 3600_000).toISOString().slice(0, 10);
  const dates = [];
  for (let i = 0; i < 7; i += 1) {
    dates.push(
      new Date(Date.parse(`${start}T00:00:00Z`) + i * 86400_000).toISOString().slice(0, 10),
    );
  }
  return {
    plan: 'High Protein',
    slot: 'Lunch',
    mealOption: 'Veg',
    duration: '7 Days',
    days: 7,
    startDate: start,
    deliveryDates: dates,
    address: {
      at: 'Plot 42, Kharavela Nagar',
      po: 'Unit 3',
      dist: 'Khordha',
      pin: '751001',
      lat: null,
      lng: null,
    },
    totalPrice: 7 * 249 - discount,
    discount,
    couponCode,
    paymentMode,
    selectedDays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  };
}

/** Starts a Node script from the repository root; `stop` ends it and waits for it to exit. */
export function startNode(root, script, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = () => {
    child.kill('SIGTERM');
    return exited;
  };
  return { child, stop };
}

/**
 * Starts the built server (`npm run build -w @fitthali/server`) on a free port and waits until its
 * health check answers. `env` adds to or overrides the defaults below; `stop` ends the server and
 * waits for it to exit.
 */
export async function startServer(root, env, { nodeArgs = [], timeoutMs } = {}) {
  const port = await freePort();
  const server = startNode(
    root,
    join(root, 'apps/server/dist/server.js'),
    { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    nodeArgs,
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(`${base}/api/ready`, server.child, timeoutMs);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return { ...server, base };
}

/**
 * A session token as the server signs one (apps/server/src/auth/tokens.ts: HS256, issuer
 * fitthali, subject the user id, the account's token version), so a bench can sign thousands of
 * seeded customers in without a password hash each.
 */
export function signSession(secret, userId, { role = 'customer', tokenVersion = 0 } = {}) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ role, ver: tokenVersion, sub: userId, iss: 'fitthali', iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/**
 * One autocannon load. The rate is taken from the first request to the last answer: autocannon
 * notices the end of a fixed-count run on a one-second tick, so its own elapsed time is rounded up.
 */
export function load(name, opts) {
  return new Promise((res, rej) => {
    const started = performance.now();
    let lastAnswer = started;
    const instance = autocannon(opts, (err, result) => {
      if (err) return rej(err);
      const statuses = {};
      for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
        statuses[code] = count;
      }
      res({
        name,
        reqPerSec: Math.round((result.requests.total * 1000) / (lastAnswer - started)),
        p50ms: result.latency.p50,
        p97_5ms: result.latency.p97_5,
        p99ms: result.latency.p99,
        maxMs: result.latency.max,
        requests: result.requests.total,
        non2xx: result.non2xx + result.errors + result.timeouts,
        errors: result.errors + result.timeouts,
        statuses,
      });
    });
    instance.on('response', () => {
      lastAnswer = performance.now();
    });
  });
}

/**
 * An autocannon request that takes the next entry of `list` each time, round and round: what
 * `build(entry, req)` returns is laid over the request, the entry rides along as `context.entry`
 * (a later request of the same connection reads it there), and `onResponse(status, body, entry)`
 * hears the answer.
 */
export function roundRobin(list, build, onResponse) {
  let next = 0;
  return {
    setupRequest(req, context) {
      const entry = list[next % list.length];
      next += 1;
      context.entry = entry;
      return { ...req, ...build(entry, req) };
    },
    ...(onResponse && {
      onResponse: (status, body, context) => onResponse(status, body, context.entry),
    }),
  };
}

/**
 * A fixed-count load that asks once for each entry of `list` (`roundRobin`), with no more
 * connections than entries.
 */
export function onceEach(list, connections, build, onResponse) {
  return {
    amount: list.length,
    connections: Math.min(connections, Math.max(list.length, 1)),
    requests: [roundRobin(list, build, onResponse)],
  };
}
