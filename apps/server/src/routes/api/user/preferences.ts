import { preferencesBody, preferencesCheckQuery } from '@fitthali/domain/schemas/dish-preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesOf, saveDishPreferences } from '../../../menus/dish-preferences.ts';
import { preferenceCheck } from '../../../menus/preference-check.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * GET/PUT /api/user/preferences (issue 26 point 5): what the customer avoids (egg, onion and
 * garlic, each allergen); a save decides the dishes of their meals before the cut-off again and
 * answers what changed. GET /api/user/preferences/check: the confirm page's warning for a plan's
 * first week. Each for the signed-in customer only.
 */
export const userPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/preferences', { preValidation: app.requireUser }, async (request) => {
    const user = currentUser(request);
    return {
      success: true,
      ...(await preferencesOf(app.db, user.id, app.now(), request.locale)),
    };
  });

  app.put(
    '/api/user/preferences',
    { preValidation: app.requireUser, schema: { body: preferencesBody } },
    async (request) => {
      const user = currentUser(request);
      const saved = await saveDishPreferences(
        app.db,
        user.id,
        request.body.avoids,
        app.now(),
        request.locale,
      );
      return { success: true, ...saved };
    },
  );

  app.get(
    '/api/user/preferences/check',
    { preValidation: app.requireUser, schema: { querystring: preferencesCheckQuery } },
    async (request) => {
      const user = currentUser(request);
      return {
        success: true,
        ...(await preferenceCheck(app.db, user.id, request.query, request.locale)),
      };
    },
  );
};
