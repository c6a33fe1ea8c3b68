import type { FastifyInstance } from 'fastify';

/**
 * Liveness: the process answers. It checks nothing outside the process, so an outage of the
 * database or Redis takes instances out of the load balancer (`GET /api/ready`) without a
 * supervisor restarting every one of them.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async () => ({ success: true, status: 'ok' }));
}
