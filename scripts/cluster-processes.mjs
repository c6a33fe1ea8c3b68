// The production layout on one machine (issue 28): HAProxy in front of N web instances with
// JOBS=off and one worker, on PostgreSQL and Redis. `npm run cluster` runs it for a person;
// bench/failover.mjs drives the same processes to kill and restart them under load.

import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** Makes the cluster's database when it is not there yet. */
export async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

export function haproxyAvailable() {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** deploy/haproxy.cfg with this run's listening port and instances. */
export function haproxyConfig(root, { proxyPort, webPorts }) {
  const template = readFileSync(join(root, 'deploy/haproxy.cfg'), 'utf8');
  const servers = webPorts
    .map((port, i) => `    server web${i + 1} 127.0.0.1:${port} check`)
    .join('\n');
  return template
    .replace(/^ {4}bind :\d+$/m, `    bind 127.0.0.1:${proxyPort}`)
    .replace(/(^ {4}server web\d+ .*\n?)+/m, `${servers}\n`);
}

function prefixed(stream, name, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${name.padEnd(7)}| ${line}\n`);
  });
}

/** One process of the cluster that can be killed and started again on the same port. */
class Member {
  constructor(name, args, env, { quiet, logDir }) {
    Object.assign(this, { name, args, env, quiet, logFile: join(logDir, `${name}.log`) });
    this.start();
  }

  start() {
    const [command, ...args] = this.args;
    this.child = spawn(command, args, {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (!this.quiet) {
      prefixed(this.child.stdout, this.name, process.stdout);
      prefixed(this.child.stderr, this.name, process.stderr);
    } else {
      // Quiet: each process's output goes to .cluster/<name>.log, to read after a failure.
      const log = createWriteStream(this.logFile, { flags: 'a' });
      this.child.stdout.pipe(log);
      this.child.stderr.pipe(log);
    }
    this.exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.stopping = false;
    // Like systemd's Restart=on-failure in deploy/: a process that exits on its own is started
    // again after 2 s (one that could not start while PostgreSQL restarted, for instance).
    const child = this.child;
    child.once('exit', (code, signal) => {
      if (this.stopping || this.child !== child || (code === 0 && !signal)) return;
      this.restarts = (this.restarts ?? 0) + 1;
      setTimeout(() => {
        if (!this.stopping && this.child === child) this.start();
      }, 2000);
    });
  }

  /** SIGTERM (drain, then finish what is in flight) or SIGKILL (a crash); waits for the exit. */
  async stop(signal = 'SIGTERM') {
    this.stopping = true;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    await this.exited;
  }
}

export async function waitReady(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s`);
}

/**
 * Starts the proxy, `instances` web instances and a worker, and waits until each instance and
 * the proxy answer readiness. The server must be built (`npm run build`).
 */
export async function startCluster(root, options = {}) {
  const {
    databaseUrl = 'postgres://postgres@127.0.0.1:5432/fitthali_cluster',
    redisUrl = 'redis://127.0.0.1:6379',
    proxyPort = 8080,
    firstWebPort = 3001,
    instances = 3,
    quiet = false,
    drainSeconds = 3,
    extraEnv = {},
  } = options;
  await ensureDatabase(databaseUrl);
  const stateDir = join(root, '.cluster');
  mkdirSync(stateDir, { recursive: true });
  const secretFile = join(stateDir, 'jwt-secret');
  let jwtSecret;
  try {
    jwtSecret = readFileSync(secretFile, 'utf8').trim();
  } catch {
    jwtSecret = randomBytes(32).toString('hex');
    writeFileSync(secretFile, jwtSecret, { mode: 0o600 });
  }
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: quiet ? 'warn' : 'info',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Every instance must sign and check the same sessions.
    JWT_SECRET: jwtSecret,
    TRUST_PROXY: 'true',
    PUBLIC_URL: `http://localhost:${proxyPort}`,
    ...extraEnv,
  };
  const node = process.execPath;
  const server = join(root, 'apps/server/dist/server.js');
  const webPorts = Array.from({ length: instances }, (_, i) => firstWebPort + i);
  const web = webPorts.map(
    (port, i) =>
      new Member(
        `web${i + 1}`,
        [node, server],
        {
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          JOBS: 'off',
          SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
        },
        { quiet, logDir: stateDir },
      ),
  );
  // One at a time would be slower; together they take the migration lock in turn.
  await Promise.all(webPorts.map((port) => waitReady(`http://127.0.0.1:${port}/api/ready`)));
  const worker = new Member('worker', [node, join(root, 'apps/server/dist/worker.js')], env, {
    quiet,
    logDir: stateDir,
  });
  const configFile = join(stateDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(root, { proxyPort, webPorts }));
  const proxy = new Member(
    'haproxy',
    ['haproxy', '-db', '-f', configFile],
    {},
    { quiet, logDir: stateDir },
  );
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  await waitReady(`${proxyUrl}/api/ready`, 30_000);
  return {
    proxyUrl,
    web,
    worker,
    proxy,
    webPorts,
    async stop() {
      await proxy.stop();
      await Promise.all([...web.map((member) => member.stop()), worker.stop()]);
    },
  };
}
