import { languageBody } from '@fitthali/domain/schemas/language';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../../db/schema/users.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * PUT /api/user/language (issue 27): the language switch, when signed in, remembers the choice on
 * the account, so the profile opens in it and the notifications go out in it.
 */
export const userLanguageRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user/language',
    { preValidation: app.requireUser, schema: { body: languageBody } },
    async (request) => {
      const user = currentUser(request);
      const { language } = request.body;
      await app.db.update(users).set({ language }).where(eq(users.id, user.id));
      return { success: true, language };
    },
  );
};
