import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import type { Db } from '../client.ts';
import { appSettings } from '../schema/app-settings.ts';
import { users } from '../schema/users.ts';

export type EnsureAdminResult = 'created' | 'updated' | 'unchanged';

/**
 * Makes the configured admin exist. ADMIN_PASSWORD is applied when it is new: on first start and
 * whenever the operator changes the variable (that is how a forgotten password is reset). A
 * password changed later on the Settings page is kept across restarts while ADMIN_PASSWORD stays
 * the same; a hash of the last applied value is kept to tell the two apart.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
): Promise<EnsureAdminResult> {
  const email = admin.email.trim().toLowerCase();
  const APPLIED_KEY = `admin-password-applied:${email}`;
  const [applied] = await db.select().from(appSettings).where(eq(appSettings.key, APPLIED_KEY));
  const configuredIsNew = !(await verifyPassword(admin.password, applied?.value ?? null));
  const rememberApplied = async () => {
    const value = await hashPassword(admin.password);
    await db
      .insert(appSettings)
      .values({ key: APPLIED_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  };

  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) {
    await db.insert(users).values({
      name: 'Admin',
      email,
      role: 'admin',
      passwordHash: await hashPassword(admin.password),
    });
    await rememberApplied();
    return 'created';
  }
  if (existing.role === 'admin' && !configuredIsNew) return 'unchanged';
  const matches = await verifyPassword(admin.password, existing.passwordHash);
  if (existing.role === 'admin' && matches) {
    await rememberApplied();
    return 'unchanged';
  }
  await db
    .update(users)
    .set({
      role: 'admin',
      passwordHash:
        configuredIsNew && !matches ? await hashPassword(admin.password) : existing.passwordHash,
    })
    .where(eq(users.id, existing.id));
  if (configuredIsNew) await rememberApplied();
  return 'updated';
}
