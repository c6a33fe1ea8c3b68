import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import type { Db } from '../client.ts';
import { appSettings } from '../schema/app-settings.ts';
import { users } from '../schema/users.ts';

export type EnsureAdminResult = 'created' | 'updated' | 'unchanged';

/** ADMIN_EMAIL names a customer's account: start-up refuses rather than hand it the back office. */
export class AdminEmailTakenError extends Error {
  constructor(email: string) {
    super(
      `ADMIN_EMAIL ${email} belongs to a customer account, and start-up never turns a customer into an admin. ` +
        'Set ADMIN_EMAIL to an address no customer uses, or, if that account really is yours, promote it once with: ' +
        `npm run admin -- create --email ${email} --promote`,
    );
  }
}

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
  // Instances starting together on one database each run this: one at a time, so the admin is
  // created once and a new password applied once (the others then find it done).
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ENSURE_ADMIN_LOCK})`);
    return ensureAdminLocked(tx as unknown as Db, admin);
  });
}

/** Any fixed number; the same in every instance. */
const ENSURE_ADMIN_LOCK = 727_002;

async function ensureAdminLocked(
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
  if (existing.role !== 'admin') throw new AdminEmailTakenError(email);
  if (!configuredIsNew) return 'unchanged';
  const matches = await verifyPassword(admin.password, existing.passwordHash);
  if (matches) {
    await rememberApplied();
    return 'unchanged';
  }
  // A new ADMIN_PASSWORD resets the password (the way a forgotten one is recovered) and ends every
  // session signed in with the old one.
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(admin.password),
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, existing.id));
  await rememberApplied();
  return 'updated';
}
