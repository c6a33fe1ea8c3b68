import type { FastifyInstance } from 'fastify';

export async function plansRoutes(app: FastifyInstance) {
  app.get('/api/plans', async (request, reply) => {
    const { body, etag } = await app.catalogue.get();
    // Prices can change at any moment: browsers revalidate each time, which the ETag makes cheap.
    reply.header('Cache-Control', 'public, no-cache');
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
