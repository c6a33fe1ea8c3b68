import { MSG } from '@fitthali/domain/messages';
import { validate } from '@fitthali/domain/schemas/first-error';
import { loginSchema } from '@fitthali/domain/schemas/login';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../../../auth/password.ts';
import {
  assertLoginAllowed,
  buckets,
  clearAttempts,
  recordAttempt,
} from '../../../auth/throttle.ts';
import { signToken } from '../../../auth/tokens.ts';
import { findUserByIdentifier, publicUser } from '../../../db/queries/users.ts';
import { HttpError } from '../../../http-error.ts';

export async function loginRoute(app: FastifyInstance) {
  app.post('/api/auth/login', async (request) => {
    const parsed = validate(loginSchema, request.body);
    if (!parsed.success) throw new HttpError(400, parsed.message);
    const { identifier, password } = parsed.data;

    const idBucket = buckets.loginIdentifier(identifier);
    const ipBucket = buckets.loginAddress(request.ip);
    await assertLoginAllowed(
      app.db,
      app.throttleLimits,
      idBucket,
      ipBucket,
      MSG.tooManyLoginAttempts,
    );

    const user = await findUserByIdentifier(app.db, identifier);
    // Verify even when nobody matches, so the answer takes as long either way.
    const ok = await verifyPassword(password, user?.passwordHash ?? app.dummyPasswordHash);
    if (!user || !ok) {
      await recordAttempt(app.db, [idBucket, ipBucket]);
      throw new HttpError(401, MSG.wrongCredentials);
    }
    await clearAttempts(app.db, [idBucket]);

    const token = await signToken(
      { userId: user.id, role: user.role, tokenVersion: user.tokenVersion },
      app.config.jwtSecret,
    );
    return { success: true, token, user: publicUser(user), message: 'Login successful' };
  });
}
