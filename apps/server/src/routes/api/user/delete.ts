import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { API_MSG } from '@fitthali/domain/api-messages';
import { accountClosingLines } from '@fitthali/domain/cancel-messages';
import { MSG } from '@fitthali/domain/messages';
import { deleteAccountBody } from '@fitthali/domain/schemas/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyPassword } from '../../../auth/password.ts';
import { admitLogin, loginSucceeded } from '../../../auth/throttle.ts';
import type { User } from '../../../db/schema/users.ts';
import { HttpError } from '../../../http-error.ts';
import { closeAccount, previewAccountClosing } from '../../../orders/close-account.ts';
import { currentUser } from '../../../plugins/auth.ts';

/** The admin account is managed by ADMIN_EMAIL/ADMIN_PASSWORD and would come back at restart. */
function refuseAdmin(user: User) {
  if (user.role === 'admin') throw new HttpError(403, API_MSG.adminAccountManaged);
}

/**
 * The identifier the login throttles this account's passwords under: a wrong password typed here
 * counts against the same counters as one typed at login, so a stolen token gives no more guesses.
 */
const throttleIdentifier = (user: User) => user.email ?? user.phone ?? user.id;

/**
 * Erases the person: the user row (name, email, phone, password hash) and everything that cascades
 * from it (saved addresses). Their plans end first by the cancellation rule itself, and every meal
 * credit is forfeited, as the confirmation's figures say (decisions 103, 131 and 133); orders,
 * refunds and the credit ledger keep their books with the link to the person set to null.
 * `GET …/preview` answers those figures; `DELETE` asks for the password first (decision 132).
 */
export const deleteAccountRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/delete/preview', { preValidation: app.requireUser }, async (request) => {
    const user = currentUser(request);
    refuseAdmin(user);
    const closing = await previewAccountClosing(app.db, user.id, app.now());
    return { success: true, closing: { ...closing, lines: accountClosingLines(closing) } };
  });

  app.delete(
    '/api/user/delete',
    { preValidation: app.requireUser, schema: { body: deleteAccountBody } },
    async (request) => {
      const user = currentUser(request);
      refuseAdmin(user);
      const { password, expected } = request.body;
      // 403, not 401: the token is good, and a 401 would sign the customer out of this browser.
      if (!password) throw new HttpError(403, ACCOUNT_MSG.deletePasswordRequired);
      const identifier = throttleIdentifier(user);
      const admission = await admitLogin(app.db, app.throttleLimits, identifier, request.ip);
      if (admission === 'locked') throw new HttpError(429, ACCOUNT_MSG.deleteTooManyAttempts);
      if (admission === 'slowed') throw new HttpError(429, MSG.loginSlowedDown);
      if (!(await verifyPassword(password, user.passwordHash))) {
        throw new HttpError(403, ACCOUNT_MSG.deletePasswordWrong);
      }
      await loginSucceeded(app.db, identifier, request.ip);
      const closed = await closeAccount(app, user.id, expected ? { expected } : {});
      return { success: true, message: MSG.accountDeleted, ...closed.done };
    },
  );
};
