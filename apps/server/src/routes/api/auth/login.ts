import { API_MSG } from '@fitthali/domain/api-messages';
import { MSG } from '@fitthali/domain/messages';
import { loginSchema } from '@fitthali/domain/schemas/login';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyPassword } from '../../../auth/password.ts';
import { admitLogin, loginSucceeded } from '../../../auth/throttle.ts';
import { signToken } from '../../../auth/tokens.ts';
import { findUserByIdentifier, publicUser } from '../../../db/queries/users.ts';
import { HttpError } from '../../../http-error.ts';

export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/auth/login', { schema: { body: loginSchema } }, async (request) => {
    const { identifier, password } = request.body;

    const throttleId = identifier;
    const admission = await admitLogin(app.db, app.throttleLimits, throttleId, request.ip);
    if (admission === 'locked') throw new HttpError(429, MSG.tooManyLoginAttempts);
    if (admission === 'slowed') throw new HttpError(429, MSG.loginSlowedDown);

    const user = await findUserByIdentifier(app.db, identifier);
    // Verify even when nobody matches, so the answer takes as long either way.
    const ok = await verifyPassword(password, user?.passwordHash ?? app.dummyPasswordHash);
    if (!user || !ok) {
      throw new HttpError(401, MSG.wrongCredentials);
    }
    await loginSucceeded(app.db, throttleId, request.ip);

    const token = await signToken(
      { userId: user.id, role: user.role, tokenVersion: user.tokenVersion },
      app.config.jwtSecret,
    );
    return { success: true, token, user: publicUser(user), message: API_MSG.loginDone };
  });
};
