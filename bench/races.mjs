// The races an attacker tries first, against the real built server, printed as counts:
//
//   npm run bench:races                                   embedded PGlite
//   BENCH_DATABASE_URL=postgres://… npm run bench:races    PostgreSQL (use a throwaway database)
//
// Each module in bench/races/ exports `name` and `run({ baseUrl, admin })`, which answers rows of
// { case, expected, observed, ok }. The run fails (exit 1) if any row is not ok.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from './support.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const admin = { email: 'bench-admin@fitthali.test', password: randomBytes(12).toString('hex') };

const dataDir = await mkdtemp(join(tmpdir(), 'fitthali-races-'));
const server = await startServer(root, {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  JWT_SECRET: randomBytes(36).toString('base64'),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  // Online orders are "paid" by the built-in test gateway: a staging-only setting.
  PAYMENT_TEST_MODE: 'true',
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
  // Lets each case play many client addresses with X-Forwarded-For.
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'silent',
  NOMINATIM_URL: 'http://127.0.0.1:9/',
});
const baseUrl = server.base;
let failed = false;
try {
  const dir = join(root, 'bench/races');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.mjs')).sort();
  const rows = [];
  for (const file of files) {
    const race = await import(pathToFileURL(join(dir, file)).href);
    for (const row of await race.run({ baseUrl, admin })) rows.push({ race: race.name, ...row });
  }
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`\nFitThali races against the built server (${database})\n`);
  console.log('| race | case | expected | observed | ok |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.race} | ${r.case} | ${r.expected} | ${r.observed} | ${r.ok ? 'yes' : 'NO'} |`,
    );
    if (!r.ok) failed = true;
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
