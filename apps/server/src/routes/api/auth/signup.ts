import { API_MSG } from '@fitthali/domain/api-messages';
import { MSG } from '@fitthali/domain/messages';
import { signupSchema } from '@fitthali/domain/schemas/signup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword } from '../../../auth/password.ts';
import { buckets, takeAttempt } from '../../../auth/throttle.ts';
import { signToken } from '../../../auth/tokens.ts';
import { findUserByEmailOrPhone, insertUser, publicUser } from '../../../db/queries/users.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { HttpError } from '../../../http-error.ts';

export const signupRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/auth/signup', { schema: { body: signupSchema } }, async (request, reply) => {
    const { name, email, phone, password } = request.body;

    // Counted and checked in one step, so a parallel burst gets no more than the limit through.
    const allowed = await takeAttempt(
      app.db,
      buckets.signupAddress(request.ip),
      app.throttleLimits.signupPerAddress,
    );
    if (!allowed) throw new HttpError(429, MSG.tooManySignups);

    const clashes = await findUserByEmailOrPhone(app.db, email, phone);
    if (clashes.some((u) => u.email === email)) throw new HttpError(409, MSG.emailTaken);
    if (clashes.some((u) => u.phone === phone)) throw new HttpError(409, MSG.phoneTaken);

    let user: Awaited<ReturnType<typeof insertUser>>;
    try {
      user = await insertUser(app.db, {
        name,
        email,
        phone,
        passwordHash: await hashPassword(password),
        role: 'customer',
        // The language the page was in when they signed up is the one they read (issue 27).
        language: request.locale,
      });
    } catch (err) {
      // Two sign-ups racing for the same email or phone: the unique index decides.
      if (isUniqueViolation(err)) throw new HttpError(409, MSG.emailTaken);
      throw err;
    }

    const token = await signToken(
      { userId: user.id, role: 'customer', tokenVersion: user.tokenVersion },
      app.config.jwtSecret,
    );
    return reply.status(201).send({
      success: true,
      token,
      user: publicUser(user),
      message: API_MSG.signupDone,
    });
  });
};
