import { API_MSG } from '@fitthali/domain/api-messages';
import type { FastifyInstance } from 'fastify';

/** Healthy means the database answers, so a load balancer only routes to instances that can work. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    try {
      await app.database.ping();
      return { success: true, status: 'ok' };
    } catch (err) {
      app.log.error({ err }, 'health check: database unavailable');
      return reply
        .status(503)
        .send({ success: false, status: 'error', message: API_MSG.databaseUnavailable });
    }
  });
}
