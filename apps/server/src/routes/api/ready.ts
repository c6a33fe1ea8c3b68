import { API_MSG } from '@fitthali/domain/api-messages';
import type { FastifyInstance } from 'fastify';
import { schemaVersion } from '../../db/schema-version.ts';

type Check = 'database' | 'migrations' | 'redis' | 'jobs' | 'shutdown';

/**
 * Readiness (issue 28): 200 only when this instance can do its work now (the database answers,
 * its schema is the one this build expects, Redis answers when one is configured, the job queue
 * runs), else 503 naming what is missing. Liveness stays `GET /api/health`, which checks nothing
 * outside the process: a database outage must take instances out of the load balancer, not get
 * them all restarted.
 */
export async function readyRoutes(app: FastifyInstance) {
  app.get('/api/ready', async (_request, reply) => {
    const missing: Check[] = [];
    if (app.lifecycle.draining) missing.push('shutdown');
    try {
      await app.database.ping();
      const version = await schemaVersion(app.db);
      if (!version.current) missing.push('migrations');
    } catch (err) {
      app.log.warn({ err }, 'readiness: database unavailable');
      missing.push('database');
    }
    if ((await app.realtime.redisAnswers()) === false) missing.push('redis');
    if (!app.jobs.running) missing.push('jobs');
    reply.header('cache-control', 'no-store');
    if (missing.length === 0) return { success: true, status: 'ready' };
    return reply
      .status(503)
      .send({ success: false, status: 'not ready', missing, message: API_MSG.notReady });
  });
}
