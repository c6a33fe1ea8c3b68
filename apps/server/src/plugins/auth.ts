import { randomBytes } from 'node:crypto';
import { MSG } from '@fitthali/domain/messages';
import { isUuid } from '@fitthali/domain/schemas/ids';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashPassword } from '../auth/password.ts';
import { verifyToken } from '../auth/tokens.ts';
import type { ThrottleLimits } from '../config.ts';
import { findUserById } from '../db/queries/users.ts';
import type { User } from '../db/schema/users.ts';
import { HttpError } from '../http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    throttleLimits: ThrottleLimits;
    /** Verified against when no account matches, so a wrong identifier costs as much as a wrong password. */
    dummyPasswordHash: string;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Every authenticated request checks the signature and then the database: a deleted account's
 * token stops working at once, a token older than the account's last password or role change is
 * refused, and a role is what the database says now, not what a token says.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorate('throttleLimits', app.config.throttle);
    app.decorate('dummyPasswordHash', await hashPassword(randomBytes(16).toString('hex')));

    async function authenticate(request: FastifyRequest): Promise<User> {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, MSG.loginRequired);
      const result = await verifyToken(token, app.config.jwtSecret);
      if (!result.ok)
        throw new HttpError(401, result.expired ? MSG.sessionExpired : MSG.loginRequired);
      if (!isUuid(result.claims.userId)) throw new HttpError(401, MSG.loginRequired);
      const user = await findUserById(app.db, result.claims.userId);
      if (!user) throw new HttpError(401, MSG.sessionExpired);
      // Issued before the last password or role change: that session is over.
      if (user.tokenVersion !== result.claims.tokenVersion) {
        throw new HttpError(401, MSG.sessionExpired);
      }
      request.user = user;
      return user;
    }

    app.decorate('requireUser', async (request: FastifyRequest) => {
      await authenticate(request);
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await authenticate(request);
      if (user.role !== 'admin') throw new HttpError(403, MSG.adminOnly);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** For handlers behind requireUser: the user is there, or the hook already answered 401. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, MSG.loginRequired);
  return request.user;
}
