import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';

export type CreateAdminResult = 'created' | 'promoted' | 'password-reset';

export class CreateAdminError extends Error {}

/**
 * The operator's explicit way to make an admin (`npm run admin -- create`). An email that belongs
 * to a customer is refused unless the operator says --promote; promoting or resetting a password
 * raises the token version, so every session the account had before ends.
 */
export async function createAdmin(
  db: Db,
  input: { email: string; password: string; promote: boolean },
): Promise<CreateAdminResult> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) {
    await db.insert(users).values({ name: 'Admin', email, role: 'admin', passwordHash });
    return 'created';
  }
  if (existing.role !== 'admin' && !input.promote) {
    throw new CreateAdminError(
      `${email} belongs to a customer account. Run again with --promote to make that account an admin.`,
    );
  }
  await db
    .update(users)
    .set({ role: 'admin', passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, existing.id));
  return existing.role === 'admin' ? 'password-reset' : 'promoted';
}

export const LOCAL_ADMIN_EMAIL = 'admin@fitthali.local';

/**
 * Development only, when no ADMIN_EMAIL is set and no admin exists yet: a local admin with a
 * generated password, so a newcomer can open the back office. The password is returned once to be
 * printed; it is stored only as a hash.
 */
export async function createLocalAdminIfNone(
  db: Db,
): Promise<{ email: string; password: string } | undefined> {
  const [anyAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (anyAdmin) return undefined;
  const password = randomBytes(12).toString('base64url');
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, LOCAL_ADMIN_EMAIL))
    .limit(1);
  if (taken) return undefined;
  // Instances starting together on one database each find no admin; one insert wins and the
  // others start without printing a password nobody could use.
  const created = await db
    .insert(users)
    .values({
      name: 'Admin',
      email: LOCAL_ADMIN_EMAIL,
      role: 'admin',
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.length > 0 ? { email: LOCAL_ADMIN_EMAIL, password } : undefined;
}
