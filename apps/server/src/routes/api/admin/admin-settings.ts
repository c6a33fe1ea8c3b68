import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../../auth/password.ts';
import { signToken } from '../../../auth/tokens.ts';
import { users } from '../../../db/schema/users.ts';
import { HttpError } from '../../../http-error.ts';
import { currentUser } from '../../../plugins/auth.ts';

export const ADMIN_PASSWORD_MIN = 8;

export async function adminSettingsRoutes(app: FastifyInstance) {
  app.put('/api/admin/password', { preHandler: app.requireAdmin }, async (request) => {
    const admin = currentUser(request);
    const b = (request.body ?? {}) as Record<string, unknown>;
    const { oldPassword, newPassword } = b;
    if (
      typeof oldPassword !== 'string' ||
      typeof newPassword !== 'string' ||
      !oldPassword ||
      !newPassword
    ) {
      throw new HttpError(400, 'Please fill all fields');
    }
    if (newPassword.length < ADMIN_PASSWORD_MIN || newPassword.length > 128) {
      throw new HttpError(400, `The new password must be ${ADMIN_PASSWORD_MIN} to 128 characters.`);
    }
    if (!(await verifyPassword(oldPassword, admin.passwordHash))) {
      throw new HttpError(400, 'The current password is not correct.');
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
    return { success: true, message: 'Password changed.', token };
  });
}
