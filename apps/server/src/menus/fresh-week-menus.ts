import type { FastifyInstance } from 'fastify';

/**
 * After a successful change to a menu or a dish (its name, nutrition, photo), this instance's
 * storefront pages are rendered afresh on their next request; other instances follow within
 * their cache's bound (decision 178).
 */
export function refreshWeekMenusAfterChanges(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      app.weekMenus.invalidate();
    }
  });
}
