import { API_MSG } from '@fitthali/domain/api-messages';
import { adminPasswordBody } from '@fitthali/domain/schemas/admin-password';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword, verifyPassword } from '../../../auth/password.ts';
import { signToken } from '../../../auth/tokens.ts';
import { users } from '../../../db/schema/users.ts';
import { HttpError } from '../../../http-error.ts';
import { currentUser } from '../../../plugins/auth.ts';

export const adminPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  const options = { preValidation: app.requireAdmin, schema: { body: adminPasswordBody } };
  app.put('/api/admin/password', options, async (request) => {
    const admin = currentUser(request);
    const { oldPassword, newPassword } = request.body;
    if (!(await verifyPassword(oldPassword, admin.passwordHash))) {
      throw new HttpError(400, API_MSG.currentPasswordWrong);
    }
    // Every other session signed in with the old password ends; this one gets a fresh token.
    const [changed] = await app.db
      .update(users)
      .set({
        passwordHash: await hashPassword(newPassword),
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, admin.id))
      .returning({ tokenVersion: users.tokenVersion });
    const token = await signToken(
      { userId: admin.id, role: 'admin', tokenVersion: changed?.tokenVersion ?? 0 },
      app.config.jwtSecret,
    );
    return { success: true, message: API_MSG.passwordChanged, token };
  });
};
