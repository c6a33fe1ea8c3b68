import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../../auth/password.ts';
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
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(users.id, admin.id));
    return { success: true, message: 'Password changed.' };
  });
}
