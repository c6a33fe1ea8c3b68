import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';

/**
 * The configuration a process starts with; a bad setting ends the process with its message, not
 * a stack trace. `adjust` may refuse a setting this process cannot run with by throwing ConfigError.
 */
function startingConfig(adjust: (config: AppConfig) => AppConfig): AppConfig {
  try {
    return adjust(loadConfig());
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * Builds the app for a long-running process (the server, the worker) and closes it on SIGTERM or
 * SIGINT: what is in flight finishes, and a process that hangs still exits after `graceMs` rather
 * than stay half-alive. `run` starts the process's work (listening, or only the jobs).
 */
export function runProcess(options: {
  name: string;
  graceMs: number;
  adjust?: (config: AppConfig) => AppConfig;
  run: (app: FastifyInstance, config: AppConfig) => Promise<void>;
}) {
  const main = async () => {
    const config = startingConfig(options.adjust ?? ((config) => config));
    const app = await buildApp(config);
    let shuttingDown = false;
    const shutdown = async (signal: string) => {
      if (shuttingDown) return;
      shuttingDown = true;
      // Readiness says no at once; the load balancer's next checks see it during the drain.
      app.lifecycle.draining = true;
      const drainMs = (config.drainSeconds ?? 0) * 1000;
      app.log.info(
        { signal, drainMs },
        `${options.name} shutting down: draining, then finishing what is in flight`,
      );
      const timer = setTimeout(() => {
        app.log.error(`${options.name} shutdown took too long; exiting`);
        process.exit(1);
      }, drainMs + options.graceMs);
      timer.unref();
      try {
        if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
        await app.close();
        process.exit(0);
      } catch (err) {
        app.log.error({ err }, `error during ${options.name} shutdown`);
        process.exit(1);
      }
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
    await options.run(app, config);
  };
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
