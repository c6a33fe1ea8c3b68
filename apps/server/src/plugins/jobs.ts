import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue, type QueueSettings } from '../jobs/job-queue.ts';
import { recurringHandlers } from '../jobs/recurring-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue: enqueue from anywhere; handlers run where JOBS=in-process. */
    jobs: JobQueue;
  }
}

/** Any fixed number, the same in every instance (the migrations use 727_001). */
const JOBS_START_LOCK = 727_003;

export type JobTimings = Pick<
  QueueSettings,
  'pollingIntervalSeconds' | 'maintenanceIntervalSeconds' | 'recurringCheckMs'
>;

/**
 * The work the server does on its own clock rather than in answer to a request, on the job queue
 * (decisions 106–108). Every process can enqueue; only one with JOBS=in-process (the default, or
 * `npm run worker`) runs handlers. Plugins registered later add their own jobs with
 * `app.jobs.handle` before the server is ready; the queue starts when it is.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: { timings?: JobTimings }) => {
    const queue = new JobQueue(app.database.sql, {
      log: app.log,
      now: () => app.now(),
      ...opts.timings,
    });
    for (const [def, handler] of recurringHandlers(app)) queue.handle(def, handler);
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => {
      // pg-boss creates its schema and each queue with statements that race when instances start
      // together on a new database (a duplicate schema, a deadlock): one instance at a time.
      await app.database.exclusively(JOBS_START_LOCK, () =>
        queue.start({ work: (app.config.jobs ?? 'in-process') === 'in-process' }),
      );
    });
    // Before the database closes: attempts in flight finish, or go back to the queue.
    app.addHook('preClose', async () => {
      await queue.stop();
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
