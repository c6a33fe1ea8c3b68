import { API_MSG } from '@fitthali/domain/api-messages';
import { adminPasswordBody } from '@fitthali/domain/schemas/admin-password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPassword } from '../../../auth/account-codes.ts';
import { hashPassword, verifyPassword } from '../../../auth/password.ts';
import { signToken } from '../../../auth/tokens.ts';
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
    const tokenVersion = await setPassword(app.db, admin.id, await hashPassword(newPassword));
    const token = await signToken(
      { userId: admin.id, role: 'admin', tokenVersion },
      app.config.jwtSecret,
    );
    return { success: true, message: API_MSG.passwordChanged, token };
  });
};
