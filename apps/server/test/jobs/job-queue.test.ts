import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { subscriptions } from '../../src/db/schema/orders.ts';
import { defineJob, defineRecurring, jobId } from '../../src/jobs/job-queue.ts';
import { expireUnpaid, RECURRING_JOBS } from '../../src/jobs/recurring-jobs.ts';
import { orderPayload, subscribe } from '../factories/orders.ts';
import { signupUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDriver } from '../helpers/test-database.ts';

// Quick polling and recovery, so waiting on a job's state takes seconds, not minutes.
const timings = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 };
const WAIT = { timeout: 25_000, interval: 100 };

const flaky = defineJob<{ label: string }>('test.flaky', {
  retryLimit: 3,
  retryDelaySeconds: 1,
  retryBackoff: true,
});
const record = defineJob<{ value: string }>('test.record', { retryLimit: 0 });
const tick = defineRecurring('test.tick', 60_000, { retryLimit: 0 });
const sweep = defineRecurring('test.sweep', 60_000, { retryLimit: 0, overlapping: true });

const flakyAttempts: { retryCount: number; at: number }[] = [];
const recorded: (string | null)[] = [];
const ticks: { period: number; instance: string }[] = [];
const sweeps: (string | null)[] = [];

let now = new Date('2026-11-26T06:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'in-process' }, { clock: () => now, jobTimings: timings });
  t.app.jobs.handle(flaky, async (job) => {
    flakyAttempts.push({ retryCount: job.retryCount, at: Date.now() });
    if (job.retryCount < 2) throw new Error('the provider is down');
  });
  t.app.jobs.handle(record, async (job) => {
    recorded.push(job.key);
  });
  t.app.jobs.handle(tick, async (job) => {
    ticks.push({ period: job.data.period, instance: 'a' });
  });
  t.app.jobs.handle(sweep, async (job) => {
    sweeps.push(job.key);
  });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
});

async function stateOf(def: Parameters<TestApp['app']['jobs']['job']>[0], id: string) {
  return (await t.app.jobs.job(def, id))?.state;
}

describe(`the job queue on ${testDriver}`, () => {
  it('retries a failing job with growing waits until it succeeds', async () => {
    const id = await t.app.jobs.enqueue(flaky, { label: 'receipt' });
    expect(id).toEqual(expect.any(String));
    await vi.waitFor(
      async () => expect(await stateOf(flaky, id as string)).toBe('completed'),
      WAIT,
    );
    expect(flakyAttempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    const [first, second, third] = flakyAttempts.map((a) => a.at) as [number, number, number];
    // Backoff: the first retry waits at least the delay (1 s), the second at least twice it.
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);
  });

  it('an enqueue repeated with the same key is a no-op, before and after the job ran', async () => {
    const first = await t.app.jobs.enqueue(record, { value: 'x' }, { key: 'order-1:confirmed' });
    expect(first).toBe(jobId(record.name, 'order-1:confirmed'));
    expect(await t.app.jobs.enqueue(record, { value: 'x' }, { key: 'order-1:confirmed' })).toBe(
      null,
    );
    await vi.waitFor(
      async () => expect(await stateOf(record, first as string)).toBe('completed'),
      WAIT,
    );
    expect(await t.app.jobs.enqueue(record, { value: 'x' }, { key: 'order-1:confirmed' })).toBe(
      null,
    );
    const other = await t.app.jobs.enqueue(record, { value: 'y' }, { key: 'order-2:confirmed' });
    expect(other).not.toBe(null);
    await vi.waitFor(
      async () => expect(await stateOf(record, other as string)).toBe('completed'),
      WAIT,
    );
    expect(recorded.filter((k) => k === 'order-1:confirmed')).toHaveLength(1);
    expect(recorded.filter((k) => k === 'order-2:confirmed')).toHaveLength(1);
  });

  it('a job enqueued in a transaction exists only if the transaction commits', async () => {
    const rolledBack = 'in-tx:rolled-back';
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.jobs.enqueue(record, { value: 'r' }, { key: rolledBack, tx });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await t.app.jobs.job(record, jobId(record.name, rolledBack))).toBe(null);

    const committed = await t.app.db.transaction((tx) =>
      t.app.jobs.enqueue(record, { value: 'c' }, { key: 'in-tx:committed', tx }),
    );
    expect(committed).toBe(jobId(record.name, 'in-tx:committed'));
    await vi.waitFor(
      async () => expect(await stateOf(record, committed as string)).toBe('completed'),
      WAIT,
    );
    expect(recorded).toContain('in-tx:committed');
    expect(recorded).not.toContain(rolledBack);
  });

  it('a recurring job runs once per period, however often instances enqueue it', async () => {
    // On PostgreSQL a second instance shares the database and works the same queues; PGlite is
    // one process's database, so there the one instance enqueues twice.
    const second =
      testDriver === 'postgres'
        ? await buildApp(
            { ...t.config, jobs: 'in-process' },
            { clock: () => now, jobTimings: timings },
          )
        : undefined;
    try {
      if (second) {
        second.jobs.handle(tick, async (job) => {
          ticks.push({ period: job.data.period, instance: 'b' });
        });
        await second.ready();
      }
      const instances = [t.app, second ?? t.app];
      const period = Math.floor(now.getTime() / 60_000);
      for (const app of instances) await app.jobs.enqueueDue();
      const id = jobId(tick.name, `period:${period}`);
      await vi.waitFor(async () => expect(await stateOf(tick, id)).toBe('completed'), WAIT);

      now = new Date(now.getTime() + 60_000);
      for (const app of instances) await app.jobs.enqueueDue();
      await vi.waitFor(
        async () =>
          expect(await stateOf(tick, jobId(tick.name, `period:${period + 1}`))).toBe('completed'),
        WAIT,
      );
      for (const app of instances) await app.jobs.enqueueDue();

      expect(ticks.map((run) => run.period).sort()).toEqual([period, period + 1]);
      const stored = await t.app.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${tick.name}`,
      );
      expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
    } finally {
      await second?.close();
    }
  });

  it('an overlapping recurring job runs at start-up and on time beside a run a dead process left active', async () => {
    // Issue 25 point 14 (decision 147): the queue started with a run under no period's key.
    await vi.waitFor(() => expect(sweeps).toContain(null), WAIT);

    // A process took this period's run and was killed: the run stays active until it expires.
    const period = Math.floor(now.getTime() / 60_000) + 10;
    const dead = jobId(sweep.name, `period:${period}`);
    await t.app.db.execute(sql`
      insert into pgboss.job (id, name, data, state, started_on, policy)
      values (${dead}::uuid, ${sweep.name},
        ${JSON.stringify({ key: `period:${period}`, data: { period } })}::jsonb, 'active', now(),
        (select policy from pgboss.queue where name = ${sweep.name}))`);

    now = new Date((period + 1) * 60_000);
    await t.app.jobs.enqueueDue();
    const next = jobId(sweep.name, `period:${period + 1}`);
    await vi.waitFor(async () => expect(await stateOf(sweep, next)).toBe('completed'), WAIT);
    expect(await stateOf(sweep, dead)).toBe('active');
    expect(sweeps).toContain(`period:${period + 1}`);
  });

  it('the moved timers are recurring jobs, and expiring unpaid orders works through the queue', async () => {
    expect(RECURRING_JOBS.map((def) => [def.name, def.everyMs])).toEqual([
      ['auth.prune-failures', 600_000],
      ['orders.expire-unpaid', 60_000],
      ['deliveries.close-past-days', 600_000],
      ['credits.expire', 600_000],
      ['refunds.retry-due', 60_000],
      ['notifications.send-due', 30_000],
      ['notifications.schedule-reminders', 300_000],
    ]);
    now = new Date();
    const customer = await signupUser(t.app);
    const placed = await subscribe(t.app, customer.token, orderPayload({ paymentMode: 'Online' }));
    expect(placed.statusCode).toBe(201);
    const subscriptionId = placed.json().subscriptionId as string;

    // The online order's 30 minutes pass; the next period's run expires it.
    now = new Date(now.getTime() + 31 * 60_000);
    await t.app.jobs.enqueueDue();
    const period = Math.floor(now.getTime() / 60_000);
    await vi.waitFor(
      async () =>
        expect(await stateOf(expireUnpaid, jobId(expireUnpaid.name, `period:${period}`))).toBe(
          'completed',
        ),
      WAIT,
    );
    const [row] = await t.app.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(row?.status).toBe('expired');
    // Every moved job ran its period without failing.
    for (const def of RECURRING_JOBS) {
      const every = def.everyMs ?? 0;
      const id = jobId(def.name, `period:${Math.floor(now.getTime() / every)}`);
      await vi.waitFor(async () => expect(await stateOf(def, id)).toBe('completed'), WAIT);
    }
  });
});
