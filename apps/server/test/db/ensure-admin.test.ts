import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/auth/password.ts';
import { AdminEmailTakenError, ensureAdmin } from '../../src/db/queries/ensure-admin.ts';
import { users } from '../../src/db/schema/users.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function findByEmail(email: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('ensureAdmin', () => {
  it('created the configured admin at start-up with a hashed password', async () => {
    const admin = await findByEmail(TEST_ADMIN.email);
    expect(admin?.role).toBe('admin');
    expect(admin?.passwordHash).not.toContain(TEST_ADMIN.password);
    expect(admin?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(TEST_ADMIN.password, admin?.passwordHash ?? null)).toBe(true);
  });

  it('leaves a matching admin unchanged', async () => {
    expect(await ensureAdmin(t.app.db, TEST_ADMIN)).toBe('unchanged');
  });

  it('resets the password when the configured one changes', async () => {
    const next = { ...TEST_ADMIN, password: 'a-brand-new-password' };
    expect(await ensureAdmin(t.app.db, next)).toBe('updated');
    const admin = await findByEmail(TEST_ADMIN.email);
    expect(await verifyPassword(next.password, admin?.passwordHash ?? null)).toBe(true);
    expect(await verifyPassword(TEST_ADMIN.password, admin?.passwordHash ?? null)).toBe(false);
  });

  it('keeps a password changed in Settings while ADMIN_PASSWORD stays the same', async () => {
    const config = { email: 'keeper@fitthali.test', password: 'configured-password' };
    expect(await ensureAdmin(t.app.db, config)).toBe('created');
    // The operator changes the password on the Settings page…
    await t.app.db
      .update(users)
      .set({ passwordHash: await hashPassword('changed-in-settings') })
      .where(eq(users.email, config.email));
    // …and a restart with the same configuration leaves it alone.
    expect(await ensureAdmin(t.app.db, config)).toBe('unchanged');
    const kept = await findByEmail(config.email);
    expect(await verifyPassword('changed-in-settings', kept?.passwordHash ?? null)).toBe(true);
    // Changing ADMIN_PASSWORD is how a forgotten password is reset.
    expect(await ensureAdmin(t.app.db, { ...config, password: 'reset-by-operator' })).toBe(
      'updated',
    );
    const reset = await findByEmail(config.email);
    expect(await verifyPassword('reset-by-operator', reset?.passwordHash ?? null)).toBe(true);
  });

  it('never promotes a customer whose email is configured: start-up refuses', async () => {
    await t.app.db
      .insert(users)
      .values({ name: 'Owner', email: 'owner@fitthali.test', role: 'customer' });
    await expect(
      ensureAdmin(t.app.db, { email: 'Owner@FitThali.test', password: 'owner-password' }),
    ).rejects.toBeInstanceOf(AdminEmailTakenError);
    expect((await findByEmail('owner@fitthali.test'))?.role).toBe('customer');
  });

  it('ends the sessions of the old password when ADMIN_PASSWORD resets it', async () => {
    const config = { email: 'versioned@fitthali.test', password: 'first-password-1' };
    await ensureAdmin(t.app.db, config);
    const before = (await findByEmail(config.email))?.tokenVersion ?? -1;
    await ensureAdmin(t.app.db, { ...config, password: 'second-password-2' });
    expect((await findByEmail(config.email))?.tokenVersion).toBe(before + 1);
  });

  it('creates the admin once when several instances start together', async () => {
    const admin = { email: 'together@example.in', password: 'together-password-1' };
    const results = await Promise.all([1, 2, 3, 4].map(() => ensureAdmin(t.app.db, admin)));
    expect(results.filter((r) => r === 'created')).toHaveLength(1);
    expect(results.filter((r) => r === 'unchanged')).toHaveLength(3);
    const rows = await t.app.db.select().from(users).where(eq(users.email, admin.email));
    expect(rows).toHaveLength(1);
  });
});
