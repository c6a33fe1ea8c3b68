import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

// Long enough for an attempt in flight to finish; one still running after it goes back to the queue.
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * `npm run worker`: runs the job queue's handlers and nothing else (no HTTP), for deployments whose
 * web instances run with JOBS=off (decision 108). It builds the same app, so handlers see the same
 * database, payments gateway and clock as a web process does.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = { ...loadConfig(), jobs: 'in-process' };
    if (config.database.kind !== 'postgres') {
      // The embedded database belongs to one process; the server already runs the jobs on it.
      throw new ConfigError(
        'npm run worker needs DATABASE_URL (PostgreSQL); with the embedded database the server runs the jobs itself',
      );
    }
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config);

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'worker shutting down: finishing jobs in flight');
    const timer = setTimeout(() => {
      app.log.error('worker shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during worker shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.ready();
  app.log.info('worker started: running background jobs');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
