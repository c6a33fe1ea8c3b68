import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dishRatings } from '../../../ratings/dish-ratings.ts';

/**
 * GET /api/admin/dishes/ratings (issue 26 point 8): what customers think of each dish (average,
 * count, latest comments) and the dishes rated lowest in the last 30 days. Admins only.
 */
export const adminDishRatingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/dishes/ratings', { preValidation: app.requireAdmin }, async () => ({
    success: true,
    ...(await dishRatings(app.db, app.now())),
  }));
};
