import { mealRatingBody } from '@fitthali/domain/meal-ratings';
import { ownDeliveryParams } from '@fitthali/domain/schemas/delivery-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.ts';
import { deleteMealRating, rateMeal, ratingView } from '../../../ratings/meal-ratings.ts';

/**
 * PUT and DELETE /api/user/deliveries/:id/rating (issue 26 point 8): the customer rates one of
 * their own delivered meals (1–5 stars, an optional comment) until the end of the third day after
 * it, changes that rating, or takes it back. Anyone else's delivery is answered as not found.
 */
export const userMealRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user/deliveries/:id/rating',
    { preValidation: app.requireUser, schema: { params: ownDeliveryParams, body: mealRatingBody } },
    async (request) => {
      const user = currentUser(request);
      const rating = await rateMeal(app.db, {
        deliveryId: request.params.id,
        userId: user.id,
        rating: request.body,
        now: app.now(),
      });
      return { success: true, rating: ratingView(rating) };
    },
  );

  app.delete(
    '/api/user/deliveries/:id/rating',
    { preValidation: app.requireUser, schema: { params: ownDeliveryParams } },
    async (request) => {
      const user = currentUser(request);
      await deleteMealRating(app.db, { deliveryId: request.params.id, userId: user.id });
      return { success: true, rating: null };
    },
  );
};
