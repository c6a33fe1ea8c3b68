import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { forgotPasswordBody, resetPasswordBody } from '@fitthali/domain/schemas/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  issueCode,
  resetDestination,
  sendCode,
  setPassword,
  useCode,
} from '../../../auth/account-codes.ts';
import { hashPassword } from '../../../auth/password.ts';
import { admitCodeGuess, admitCodeRequest } from '../../../auth/throttle.ts';
import { signToken } from '../../../auth/tokens.ts';
import {
  canonicalIdentifier,
  findUserByIdentifier,
  publicUser,
} from '../../../db/queries/users.ts';
import { HttpError } from '../../../http-error.ts';
import { notifyPasswordChanged } from '../../../notifications/events.ts';

/**
 * "Forgot password?" (issue 15 point 3, decision 121): a 6-digit code to the account's email (and
 * WhatsApp when turned on), then the code with a new password. Neither answer tells whether an
 * account exists; both are throttled per identifier and per address.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/forgot-password',
    { schema: { body: forgotPasswordBody } },
    async (request) => {
      const { identifier } = request.body;
      const account = canonicalIdentifier(identifier).value;
      if (!(await admitCodeRequest(app.db, app.throttleLimits, account, request.ip))) {
        throw new HttpError(429, ACCOUNT_MSG.tooManyCodeRequests);
      }

      const user = await findUserByIdentifier(app.db, identifier);
      // The admin's password is the server's configuration (ADMIN_PASSWORD): no code for it.
      if (user?.role === 'customer') {
        const issued = await issueCode(app, user, 'password-reset');
        // Not awaited: the answer comes as soon either way, whatever the channels do.
        sendCode(
          app,
          await resetDestination(app.db, user),
          'password-reset',
          issued,
          user.language,
        );
      }
      return { success: true, message: ACCOUNT_MSG.resetCodeSent };
    },
  );

  app.post('/api/auth/reset-password', { schema: { body: resetPasswordBody } }, async (request) => {
    const { identifier, code, password } = request.body;
    if (!(await admitCodeGuess(app.db, app.throttleLimits, request.ip))) {
      throw new HttpError(429, ACCOUNT_MSG.tooManyCodeGuesses);
    }

    const user = await findUserByIdentifier(app.db, identifier);
    // Hashed whoever asks, so an unknown account takes as long to refuse as a wrong code.
    const passwordHash = await hashPassword(password);
    const tokenVersion =
      user?.role === 'customer'
        ? await app.db.transaction(async (tx) => {
            if (!(await useCode(app, tx, user.id, 'password-reset', code))) return null;
            const version = await setPassword(tx, user.id, passwordHash);
            await notifyPasswordChanged(tx, user.id, version, app.now());
            return version;
          })
        : null;
    if (!user || tokenVersion === null) throw new HttpError(400, ACCOUNT_MSG.codeInvalid);

    const token = await signToken(
      { userId: user.id, role: 'customer', tokenVersion },
      app.config.jwtSecret,
    );
    return { success: true, token, user: publicUser(user), message: ACCOUNT_MSG.passwordReset };
  });
};
