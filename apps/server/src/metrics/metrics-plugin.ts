import { API_MSG } from '@fitthali/domain/api-messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { bearerMatches } from '../auth/bearer-token.ts';
import { businessFigures, queueFigures } from './business-figures.ts';

/**
 * `GET /metrics` in Prometheus' text format (issue 28), for a scraper holding METRICS_TOKEN;
 * to anyone else, and when no token is set, it answers 404 like an unknown API path, so the public
 * site shows nothing of it. Each app has its own registry: tests build several in one process.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const token = app.config.metricsToken;
    const register = new Registry();
    // Event-loop lag, heap, CPU, handles: prom-client's standard process metrics.
    collectDefaultMetrics({ register });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern (not the raw URL) and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    });
    app.addHook('onResponse', async (request, reply) => {
      duration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    const gauge = (
      name: string,
      help: string,
      labelNames: string[],
      collect: (g: Gauge) => Promise<void> | void,
    ) =>
      new Gauge({
        name,
        help,
        labelNames,
        registers: [register],
        async collect() {
          await collect(this);
        },
      });

    gauge(
      'fitthali_db_pool_connections',
      'PostgreSQL pool connections by state',
      ['state'],
      (g) => {
        const use = app.database.poolUse();
        if (!use) return;
        g.set({ state: 'total' }, use.total);
        g.set({ state: 'idle' }, use.idle);
        g.set({ state: 'waiting' }, use.waiting);
        g.set({ state: 'max' }, use.max);
      },
    );
    gauge('fitthali_socket_connections', 'Socket.IO connections to this instance', [], (g) => {
      g.set(app.realtime.connections());
    });
    gauge('fitthali_ready', '1 when this instance answers readiness with 200', [], (g) => {
      g.set(app.lifecycle.draining || !app.jobs.running ? 0 : 1);
    });

    // The database figures are read once per scrape, however many gauges show them.
    let figures: Promise<
      [Awaited<ReturnType<typeof businessFigures>>, Awaited<ReturnType<typeof queueFigures>>]
    > | null = null;
    const read = () => {
      figures ??= Promise.all([businessFigures(app.db), queueFigures(app.db)]).finally(() => {
        setImmediate(() => {
          figures = null;
        });
      });
      return figures;
    };
    gauge('fitthali_job_queue_waiting', 'Jobs waiting to run, by queue', ['queue'], async (g) => {
      g.reset();
      const [, queue] = await read();
      for (const [name, n] of Object.entries(queue.waiting)) g.set({ queue: name }, n);
    });
    gauge(
      'fitthali_job_queue_oldest_seconds',
      'Age of the oldest waiting job, by queue',
      ['queue'],
      async (g) => {
        g.reset();
        const [, queue] = await read();
        for (const [name, age] of Object.entries(queue.oldestSeconds)) g.set({ queue: name }, age);
      },
    );
    gauge(
      'fitthali_orders',
      'Orders placed, all time (from the database: max across instances)',
      [],
      async (g) => {
        g.set((await read())[0].orders);
      },
    );
    gauge('fitthali_skips', 'Meals skipped, all time', [], async (g) => {
      g.set((await read())[0].skips);
    });
    gauge('fitthali_swaps', 'Meals whose dish the customer swapped, all time', [], async (g) => {
      g.set((await read())[0].swaps);
    });
    for (const [name, help, pick] of [
      [
        'fitthali_payments',
        'Payments by status, all time',
        (f: Awaited<ReturnType<typeof businessFigures>>) => f.payments,
      ],
      [
        'fitthali_refunds',
        'Refunds by status, all time',
        (f: Awaited<ReturnType<typeof businessFigures>>) => f.refunds,
      ],
      [
        'fitthali_notifications',
        'Notification sends by status (sent, failed, …), all time',
        (f: Awaited<ReturnType<typeof businessFigures>>) => f.notifications,
      ],
    ] as const) {
      gauge(name, help, ['status'], async (g) => {
        g.reset();
        for (const [status, n] of Object.entries(pick((await read())[0]))) g.set({ status }, n);
      });
    }

    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      if (!token || !bearerMatches(request, token)) {
        return reply.status(404).send({ success: false, message: API_MSG.notFound });
      }
      reply.header('content-type', register.contentType);
      reply.header('cache-control', 'no-store');
      return register.metrics();
    });
  },
  { name: 'metrics', dependencies: ['database', 'jobs', 'realtime', 'readiness'] },
);
