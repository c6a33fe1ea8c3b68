import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { JobQueue, jobId } from '../../src/jobs/job-queue.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { EFFECT_TABLES, effectJob } from './fixtures/effect-job.ts';

// A worker process on PostgreSQL is killed with SIGKILL while a job has written its effect but
// not been acknowledged; a new worker finishes the queue. Every job's effect must exist exactly
// once. PGlite is one process's database, so this runs on PostgreSQL only.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const WORKER = fileURLToPath(new URL('./fixtures/effect-worker.ts', import.meta.url));
const WAIT = { timeout: 40_000, interval: 200 };
const JOBS = 20;
const HANG_KEY = 'k-07';

const silent = { warn: () => {} } as unknown as FastifyBaseLogger;

let drop: () => Promise<void> = async () => {};
let url = '';
let database: Database | undefined;
let queue: JobQueue | undefined;
const children: ChildProcess[] = [];

function startWorker(env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: { ...process.env, DATABASE_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => process.stderr.write(chunk));
  children.push(child);
  return child;
}

async function count(text: string, values: unknown[] = []): Promise<number> {
  const { rows } = await (database as Database).sql.executeSql(text, values);
  return Number(rows[0]?.n ?? 0);
}

beforeAll(async () => {
  if (!onPostgres) return;
  const test = await createTestDatabase();
  drop = test.drop;
  if (test.config.kind !== 'postgres') throw new Error('needs PostgreSQL');
  url = test.config.url;
  database = await openDatabase(test.config);
  for (const statement of EFFECT_TABLES) await database.sql.executeSql(statement);
  queue = new JobQueue(database.sql, { log: silent, now: () => new Date() });
  queue.define(effectJob);
  await queue.start({ work: false });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await queue?.stop();
  await database?.close();
  await drop();
});

describe.skipIf(!onPostgres)('a worker killed with SIGKILL mid-job (PostgreSQL)', () => {
  it('loses and duplicates nothing: every job done, each effect exactly once', async () => {
    const q = queue as JobQueue;
    for (let n = 1; n <= JOBS; n++) {
      const key = `k-${String(n).padStart(2, '0')}`;
      expect(await q.enqueue(effectJob, { n }, { key })).toBe(jobId(effectJob.name, key));
    }

    const first = startWorker({ HANG_KEY });
    await vi.waitFor(
      async () => expect(await count('select count(*) as n from job_marks')).toBe(1),
      WAIT,
    );
    first.kill('SIGKILL');
    await once(first, 'exit');
    // The killed attempt's effect is written but its job is still active: not acknowledged.
    expect((await q.job(effectJob, jobId(effectJob.name, HANG_KEY)))?.state).toBe('active');

    const second = startWorker();
    await vi.waitFor(
      async () =>
        expect(
          await count(
            `select count(*) as n from pgboss.job where name = $1 and state = 'completed'`,
            [effectJob.name],
          ),
        ).toBe(JOBS),
      WAIT,
    );
    expect(await count('select count(*) as n from job_effects')).toBe(JOBS);
    expect(await count('select count(distinct key) as n from job_effects')).toBe(JOBS);
    // The killed job ran again (its effect was not repeated) and then was acknowledged.
    const hung = await q.job(effectJob, jobId(effectJob.name, HANG_KEY));
    expect(hung?.retryCount).toBeGreaterThanOrEqual(1);
    second.kill('SIGTERM');
    await once(second, 'exit');
  }, 120_000);

  it('on SIGTERM a job in flight goes back to the queue instead of staying taken', async () => {
    const q = queue as JobQueue;
    const key = 'graceful-1';
    await q.enqueue(effectJob, { n: 0 }, { key });
    const worker = startWorker({ HANG_KEY: key });
    await vi.waitFor(
      async () =>
        expect(await count('select count(*) as n from job_marks where key = $1', [key])).toBe(1),
      WAIT,
    );
    worker.kill('SIGTERM');
    const [code] = await once(worker, 'exit');
    expect(code).toBe(0);
    const job = await q.job(effectJob, jobId(effectJob.name, key));
    // Failed back by the shutdown, so the next worker takes it again after its retry delay.
    expect(job?.state).toBe('retry');
  }, 120_000);
});
