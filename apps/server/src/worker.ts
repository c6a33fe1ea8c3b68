import { ConfigError } from './config.ts';
import { runProcess } from './process-lifecycle.ts';

/**
 * `npm run worker`: runs the job queue's handlers and nothing else (no HTTP), for deployments whose
 * web instances run with JOBS=off (decision 108). It builds the same app, so handlers see the same
 * database, payments gateway and clock as a web process does.
 */
runProcess({
  name: 'worker',
  // Long enough for an attempt in flight to finish; one still running after it goes back to the queue.
  graceMs: 15_000,
  adjust: (config) => {
    if (config.database.kind !== 'postgres') {
      // The embedded database belongs to one process; the server already runs the jobs on it.
      throw new ConfigError(
        'npm run worker needs DATABASE_URL (PostgreSQL); with the embedded database the server runs the jobs itself',
      );
    }
    return { ...config, jobs: 'in-process' };
  },
  run: async (app) => {
    await app.ready();
    app.log.info('worker started: running background jobs');
  },
});
