/**
 * The server's background work: a durable job queue in the database (pg-boss 10), on PostgreSQL
 * and on embedded PGlite alike (decisions 106–108).
 *
 * How other code uses it (notifications, for instance):
 *
 *   // 1. Declare the job once, beside its handler (name, retries, backoff):
 *   export const sendEmail = defineJob<{ notificationId: string }>('notify.email', {
 *     retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 });
 *
 *   // 2. Enqueue it from anywhere (`app.jobs`), idempotent by key: a second enqueue with the same
 *   //    key (a retried request, a webhook twice) is a no-op and answers null. Pass `tx` (a Drizzle
 *   //    transaction) to enqueue atomically with the row that asked for it.
 *   await app.jobs.enqueue(sendEmail, { notificationId }, { key: `email:${notificationId}`, tx });
 *
 *   // 3. Register its handler in `jobs/handlers.ts` (the processes that work run it). A handler
 *   //    that throws is retried with exponential backoff until `retryLimit`, then the job is
 *   //    failed. Delivery is at least once (a process killed mid-job runs it again after
 *   //    `expireInSeconds`), so a handler makes its effect idempotent by `job.key`, e.g. an insert
 *   //    `on conflict do nothing` or a status check, and a provider call carries the key as its
 *   //    idempotency key where the provider takes one.
 *
 *   // Recurring work: `defineRecurring(name, everyMs)`; one job per period across all instances.
 *   // By default one attempt runs at a time; `overlapping: true` for work that claims its own rows
 *   // (the notifications sender), so an attempt left active by a killed process does not hold
 *   // back the next periods until it expires.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import type { SqlExecutor } from '../db/sql-executor.ts';
import { txExecutor } from './tx-executor.ts';

export interface JobOptions {
  /** Retries after the first attempt fails (0: never retried). */
  retryLimit: number;
  /** The wait before the first retry; with backoff it doubles (with jitter) each time. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * How long an attempt may run. An attempt still active after this (its process died, or it
   * hung) is failed and retried, which is how a job survives a kill -9.
   */
  expireInSeconds: number;
}

export interface JobDefinition<T> {
  readonly name: string;
  readonly options: JobOptions;
  /** Recurring jobs: one run per period of this length, across every instance. */
  readonly everyMs?: number;
  /**
   * Recurring jobs: whether a period's run may start while an earlier one is still active. Off,
   * a run that a killed process left active blocks the queue until its `expireInSeconds` and the
   * next maintenance have passed; on, the next period runs on time, beside it if it still lives.
   */
  readonly overlapping?: boolean;
  /** Only for the type checker: the data this job carries. */
  readonly __data?: T;
}

const DEFAULT_OPTIONS: JobOptions = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 300,
};

/** Queue names: letters, digits, dots, dashes and underscores (pg-boss's own rule). */
const NAME = /^[\w.-]+$/;

export function defineJob<T extends object>(
  name: string,
  options: Partial<JobOptions> = {},
): JobDefinition<T> {
  if (!NAME.test(name)) throw new Error(`job name ${name} must match ${NAME}`);
  return { name, options: { ...DEFAULT_OPTIONS, ...options } };
}

export interface RecurringOptions extends Partial<JobOptions> {
  /** See `JobDefinition.overlapping`; only for work safe to run twice at once. */
  overlapping?: boolean;
}

export function defineRecurring(
  name: string,
  everyMs: number,
  { overlapping = false, ...options }: RecurringOptions = {},
): JobDefinition<{ period: number }> {
  if (everyMs < 1000) throw new Error('a recurring job runs at most once a second');
  return { ...defineJob<{ period: number }>(name, options), everyMs, overlapping };
}

export interface JobContext<T> {
  id: string;
  /** The idempotency key it was enqueued with (recurring jobs: `period:<n>`), or null. */
  key: string | null;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

export interface EnqueueOptions {
  /** Makes the enqueue idempotent: the same job and key enqueue once (see `jobId`). */
  key?: string;
  /** Not before this instant. */
  startAfter?: Date;
  /** Enqueue inside this Drizzle transaction: the job exists only if it commits. */
  tx?: Db;
}

export interface QueueSettings {
  log: FastifyBaseLogger;
  /** The server's clock: recurring periods are counted on it (tests move it). */
  now: () => Date;
  /** How often an idle worker looks for work (pg-boss polls; default 2 s). */
  pollingIntervalSeconds?: number;
  /** How often expired attempts are failed back into the queue (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /** How often recurring jobs are checked for a new period (default 15 s). */
  recurringCheckMs?: number;
}

interface Envelope<T> {
  key: string | null;
  data: T;
}

const SCHEMA = 'pgboss';
const DAY_SECONDS = 24 * 60 * 60;
// Completed jobs stay in the job table a week and in the archive 30 days more; while a job is in
// either, its key enqueues nothing (`enqueue` checks both). Handlers are idempotent by key anyway.
const KEEP_COMPLETED_SECONDS = 7 * DAY_SECONDS;
const KEEP_ARCHIVED_DAYS = 30;

/**
 * The job's id, from its name and key: the same key always makes the same id, and the job table's
 * primary key (name, id) turns a second insert into nothing (pg-boss inserts `on conflict do
 * nothing`). A UUID is what pg-boss stores, so the digest is laid out as one (version 8).
 */
export function jobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private readonly recurring: JobDefinition<{ period: number }>[] = [];
  private readonly handlers = new Map<string, JobHandler<never>>();
  private recurringTimer: NodeJS.Timeout | undefined;
  private started = false;
  /** The queues exist; stays true after `stop` so requests finishing during shutdown still enqueue. */
  private ready = false;
  private working = false;

  constructor(
    private readonly sql: SqlExecutor,
    private readonly settings: QueueSettings,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => sql.executeSql(text, values) },
      schema: SCHEMA,
      // Recurring jobs are ours (periods on the server's clock), not pg-boss's cron.
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds ?? 60,
      pollingIntervalSeconds: settings.pollingIntervalSeconds ?? 2,
      archiveCompletedAfterSeconds: KEEP_COMPLETED_SECONDS,
      archiveFailedAfterSeconds: KEEP_COMPLETED_SECONDS,
      deleteAfterDays: KEEP_ARCHIVED_DAYS,
    });
    // pg-boss reports polling and maintenance failures here; without a listener they would throw.
    this.boss.on('error', (err) => settings.log.warn({ err }, 'job queue error'));
  }

  /** Every job this process may enqueue or work; their queues are created on `start`. */
  define(...definitions: JobDefinition<object>[]): void {
    for (const def of definitions) {
      this.definitions.set(def.name, def as JobDefinition<unknown>);
      if (def.everyMs) this.recurring.push(def as JobDefinition<{ period: number }>);
    }
  }

  /** Registers the handler that works `def` in the processes that run workers. */
  handle<T extends object>(def: JobDefinition<T>, handler: JobHandler<T>): void {
    this.define(def);
    this.handlers.set(def.name, handler as JobHandler<never>);
  }

  /**
   * Creates the queue's tables (pg-boss migrates under an advisory lock, so instances starting
   * together are safe) and each defined queue, with its retry options brought up to date. With
   * `work`, this process also runs the handlers and enqueues the recurring jobs as they fall due.
   */
  async start({ work }: { work: boolean }): Promise<void> {
    await this.boss.start();
    for (const def of this.definitions.values()) {
      const queue = {
        name: def.name,
        // One attempt of a recurring job at a time: a slow run is never overtaken by the next.
        // Overlapping ones are standard, and `updateQueue` turns a queue created as a singleton
        // before (decision 147) into one.
        policy: def.everyMs && !def.overlapping ? ('singleton' as const) : ('standard' as const),
        retryLimit: def.options.retryLimit,
        retryDelay: def.options.retryDelaySeconds,
        retryBackoff: def.options.retryBackoff,
        expireInSeconds: def.options.expireInSeconds,
      };
      await this.boss.createQueue(def.name, queue);
      await this.boss.updateQueue(def.name, queue);
    }
    this.started = true;
    this.ready = true;
    if (!work) return;
    for (const [name, handler] of this.handlers) {
      await this.workOne(name, handler as JobHandler<object>);
    }
    this.working = true;
    this.startRecurring();
  }

  /** Started and not stopping: what the readiness check asks of the queue. */
  get running(): boolean {
    return this.started;
  }

  /** The job's id, or null when its key was enqueued before (nothing new was queued). */
  async enqueue<T extends object>(
    def: JobDefinition<T>,
    data: T,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    if (!this.definitions.has(def.name)) throw new Error(`job ${def.name} is not defined`);
    // Before its queue exists pg-boss would insert nothing and answer null, as for a repeat.
    if (!this.ready) throw new Error('the job queue has not started');
    const executor = options.tx ? txExecutor(options.tx) : this.sql;
    const id = options.key === undefined ? undefined : jobId(def.name, options.key);
    if (id && (await this.archived(executor, def.name, id))) return null;
    const envelope: Envelope<T> = { key: options.key ?? null, data };
    return this.boss.send(def.name, envelope, {
      ...(id ? { id } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      db: { executeSql: (text, values) => executor.executeSql(text, values) },
    });
  }

  private async archived(executor: SqlExecutor, name: string, id: string): Promise<boolean> {
    const { rows } = await executor.executeSql(
      `select 1 from ${SCHEMA}.archive where name = $1 and id = $2::uuid`,
      [name, id],
    );
    return rows.length > 0;
  }

  private async workOne(name: string, handler: JobHandler<object>): Promise<void> {
    await this.boss.work<Envelope<object>>(name, { includeMetadata: true }, async ([job]) => {
      if (!job) return;
      await handler({
        id: job.id,
        key: job.data.key,
        data: job.data.data,
        retryCount: job.retryCount,
      });
    });
  }

  /**
   * Enqueues the current period's run of every recurring job. Each period's job has a fixed id
   * (`period:<n>` as its key), so however many instances do this, each period runs once.
   */
  async enqueueDue(): Promise<void> {
    const now = this.settings.now().getTime();
    for (const def of this.recurring) {
      const period = Math.floor(now / (def.everyMs ?? 1));
      await this.enqueue(def, { period }, { key: `period:${period}` });
    }
  }

  /** Checks for due recurring jobs now and then every `recurringCheckMs` (a nudge, not a clock). */
  private startRecurring(): void {
    const check = () => {
      this.enqueueDue().catch((err) =>
        this.settings.log.warn({ err }, 'enqueueing recurring jobs failed'),
      );
    };
    // An overlapping job also runs once as this process starts, under no period's key: what a
    // killed process left due goes out at the restart, not at the next period (decision 147).
    const now = this.settings.now().getTime();
    for (const def of this.recurring) {
      if (!def.overlapping) continue;
      this.enqueue(def, { period: Math.floor(now / (def.everyMs ?? 1)) }).catch((err) =>
        this.settings.log.warn({ err, job: def.name }, 'enqueueing a start-up run failed'),
      );
    }
    check();
    this.recurringTimer = setInterval(check, this.settings.recurringCheckMs ?? 15_000);
    this.recurringTimer.unref();
  }

  /** The stored job, for tests and the admin: its state, attempts and output. */
  async job(def: JobDefinition<unknown>, id: string) {
    return this.boss.getJobById(def.name, id, { includeArchive: true });
  }

  /**
   * Stops taking work; attempts in flight get `graceMs` to finish, and any still running then
   * are failed, which puts them back in the queue for their next retry.
   */
  async stop(graceMs = 8_000): Promise<void> {
    if (this.recurringTimer) clearInterval(this.recurringTimer);
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: this.working, timeout: graceMs, close: false });
    // pg-boss marks a finished job complete without awaiting it; one more query on the same
    // executor lets that land before the database closes (PGlite runs queries in order).
    await this.sql.executeSql('select 1').catch(() => {});
  }
}
