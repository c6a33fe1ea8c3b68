import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryBooks } from '../../../deliveries/delivery-books.ts';

/**
 * GET /api/admin/delivery-books: whether every confirmed order's deliveries add up to the meals it
 * sold (issue 13's books check; `npm run bench:skip` asks it after its runs).
 */
export const adminDeliveryBooksRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/delivery-books', { preValidation: app.requireAdmin }, async () => ({
    success: true,
    ...(await deliveryBooks(app.db)),
  }));
};
