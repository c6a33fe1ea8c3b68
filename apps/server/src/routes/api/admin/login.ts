import { API_MSG } from '@fitthali/domain/api-messages';
import { MSG } from '@fitthali/domain/messages';
import { adminLoginSchema } from '@fitthali/domain/schemas/admin-login';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyPassword } from '../../../auth/password.ts';
import { admitLogin, loginSucceeded } from '../../../auth/throttle.ts';
import { signToken } from '../../../auth/tokens.ts';
import { findUserByIdentifier } from '../../../db/queries/users.ts';
import { HttpError } from '../../../http-error.ts';

/** Admin sign-in: same throttling as customers', and only an admin account gets a token. */
export const adminLoginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/admin/login', { schema: { body: adminLoginSchema } }, async (request) => {
    const { email, password } = request.body;

    const throttleId = `admin:${email}`;
    const admission = await admitLogin(app.db, app.throttleLimits, throttleId, request.ip);
    if (admission === 'locked') throw new HttpError(429, MSG.tooManyLoginAttempts);
    if (admission === 'slowed') throw new HttpError(429, MSG.loginSlowedDown);

    const user = await findUserByIdentifier(app.db, email);
    const ok = await verifyPassword(password, user?.passwordHash ?? app.dummyPasswordHash);
    if (!user || !ok || user.role !== 'admin') {
      throw new HttpError(401, MSG.wrongAdminCredentials);
    }
    await loginSucceeded(app.db, throttleId, request.ip);
    const token = await signToken(
      { userId: user.id, role: 'admin', tokenVersion: user.tokenVersion },
      app.config.jwtSecret,
    );
    return { success: true, token, message: API_MSG.loginDone };
  });
};
