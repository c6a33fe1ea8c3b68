import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { API_MSG } from '@fitthali/domain/api-messages';
import { MSG } from '@fitthali/domain/messages';
import {
  changeNameBody,
  changePasswordBody,
  contactChangeBody,
  contactConfirmBody,
} from '@fitthali/domain/schemas/account';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueCode, sendCode, setPassword, useCode } from '../../../auth/account-codes.ts';
import { hashPassword, verifyPassword } from '../../../auth/password.ts';
import { admitCodeGuess, admitCodeRequest } from '../../../auth/throttle.ts';
import { signToken } from '../../../auth/tokens.ts';
import { publicUser } from '../../../db/queries/users.ts';
import { type User, users } from '../../../db/schema/users.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { HttpError } from '../../../http-error.ts';
import { notifyContactChanged, notifyPasswordChanged } from '../../../notifications/events.ts';
import { currentUser } from '../../../plugins/auth.ts';

const TAKEN = { email: MSG.emailTaken, phone: MSG.phoneTaken } as const;

/**
 * The profile's self-care (issue 15 point 3, decision 122): change the password, the name, and
 * the email or phone after a code sent to the new one. Every change of password or contact raises
 * the account's token version (every other session ends), answers a fresh token for this one and
 * is told to the contact as it was.
 */
export const userAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const freshToken = (user: User, tokenVersion: number) =>
    signToken({ userId: user.id, role: user.role, tokenVersion }, app.config.jwtSecret);

  app.put(
    '/api/user/password',
    { preValidation: app.requireUser, schema: { body: changePasswordBody } },
    async (request) => {
      const user = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        throw new HttpError(400, ACCOUNT_MSG.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(newPassword);
      const tokenVersion = await app.db.transaction(async (tx) => {
        const version = await setPassword(tx, user.id, passwordHash);
        await notifyPasswordChanged(tx, user.id, version, app.now());
        return version;
      });
      return {
        success: true,
        token: await freshToken(user, tokenVersion),
        message: ACCOUNT_MSG.passwordChanged,
      };
    },
  );

  app.put(
    '/api/user/name',
    { preValidation: app.requireUser, schema: { body: changeNameBody } },
    async (request) => {
      const user = currentUser(request);
      const [changed] = await app.db
        .update(users)
        .set({ name: request.body.name })
        .where(eq(users.id, user.id))
        .returning();
      return {
        success: true,
        user: publicUser(changed ?? user),
        message: ACCOUNT_MSG.nameChanged,
      };
    },
  );

  app.post(
    '/api/user/contact',
    { preValidation: app.requireUser, schema: { body: contactChangeBody } },
    async (request) => {
      const user = currentUser(request);
      if (user.role === 'admin') throw new HttpError(403, API_MSG.adminAccountManaged);
      if (!(await admitCodeRequest(app.db, app.throttleLimits, user.id, request.ip))) {
        throw new HttpError(429, ACCOUNT_MSG.tooManyCodeRequests);
      }

      const { email, phone, currentPassword } = request.body;
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        throw new HttpError(400, ACCOUNT_MSG.currentPasswordWrong);
      }
      const kind = email !== undefined ? 'email' : 'phone';
      const value = (email ?? phone) as string;
      if (user[kind] === value) throw new HttpError(400, ACCOUNT_MSG.contactUnchanged);
      const [taken] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users[kind], value), ne(users.id, user.id)))
        .limit(1);
      if (taken) throw new HttpError(409, TAKEN[kind]);

      const purpose = kind === 'email' ? 'email-change' : 'phone-change';
      const issued = await issueCode(app, user, purpose, value);
      sendCode(app, { [kind]: value }, purpose, issued, user.language);
      return {
        success: true,
        kind,
        message:
          kind === 'email' ? ACCOUNT_MSG.emailCodeSent(value) : ACCOUNT_MSG.phoneCodeSent(value),
      };
    },
  );

  app.post(
    '/api/user/contact/confirm',
    { preValidation: app.requireUser, schema: { body: contactConfirmBody } },
    async (request) => {
      const user = currentUser(request);
      if (!(await admitCodeGuess(app.db, app.throttleLimits, request.ip))) {
        throw new HttpError(429, ACCOUNT_MSG.tooManyCodeGuesses);
      }

      const { kind, code } = request.body;
      const purpose = kind === 'email' ? 'email-change' : 'phone-change';
      let changed: User | null;
      try {
        changed = await app.db.transaction(async (tx) => {
          const used = await useCode(app, tx, user.id, purpose, code);
          if (!used?.target) return null;
          const [row] = await tx
            .update(users)
            .set({ [kind]: used.target, tokenVersion: sql`${users.tokenVersion} + 1` })
            .where(eq(users.id, user.id))
            .returning();
          if (!row) return null;
          await notifyContactChanged(
            tx,
            {
              userId: user.id,
              kind,
              value: used.target,
              before: { email: user.email, phone: user.phone },
              tokenVersion: row.tokenVersion,
            },
            app.now(),
          );
          return row;
        });
      } catch (err) {
        // Another account took the email or phone since the code was sent.
        if (isUniqueViolation(err)) throw new HttpError(409, TAKEN[kind]);
        throw err;
      }
      if (!changed) throw new HttpError(400, ACCOUNT_MSG.codeInvalid);
      return {
        success: true,
        token: await freshToken(changed, changed.tokenVersion),
        user: publicUser(changed),
        message: kind === 'email' ? ACCOUNT_MSG.emailChanged : ACCOUNT_MSG.phoneChanged,
      };
    },
  );
};
