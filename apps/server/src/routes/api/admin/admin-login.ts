import { MSG } from '@fitthali/domain/messages';
import { adminLoginSchema } from '@fitthali/domain/schemas/admin-login';
import { validate } from '@fitthali/domain/schemas/first-error';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../../../auth/password.ts';
import {
  assertLoginAllowed,
  buckets,
  clearAttempts,
  recordAttempt,
} from '../../../auth/throttle.ts';
import { signToken } from '../../../auth/tokens.ts';
import { findUserByIdentifier } from '../../../db/queries/users.ts';
import { HttpError } from '../../../http-error.ts';

/** Admin sign-in: same throttling as customers', and only an admin account gets a token. */
export async function adminLoginRoute(app: FastifyInstance) {
  app.post('/api/admin/login', async (request) => {
    const parsed = validate(adminLoginSchema, request.body);
    if (!parsed.success) throw new HttpError(400, parsed.message);
    const { email, password } = parsed.data;

    const idBucket = buckets.loginIdentifier(`admin:${email}`);
    const ipBucket = buckets.loginAddress(request.ip);
    await assertLoginAllowed(
      app.db,
      app.throttleLimits,
      idBucket,
      ipBucket,
      MSG.tooManyLoginAttempts,
    );

    const user = await findUserByIdentifier(app.db, email);
    const ok = await verifyPassword(password, user?.passwordHash ?? app.dummyPasswordHash);
    if (!user || !ok || user.role !== 'admin') {
      await recordAttempt(app.db, [idBucket, ipBucket]);
      throw new HttpError(401, MSG.wrongAdminCredentials);
    }
    await clearAttempts(app.db, [idBucket]);
    const token = await signToken(
      { userId: user.id, role: 'admin', tokenVersion: user.tokenVersion },
      app.config.jwtSecret,
    );
    return { success: true, token, message: 'Login successful' };
  });
}
