import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CreateAdminError,
  createAdmin,
  createLocalAdminIfNone,
  LOCAL_ADMIN_EMAIL,
} from '../../src/admin/create-admin.ts';
import { users } from '../../src/db/schema/users.ts';
import { adminToken } from '../factories/admin.ts';
import { bearer, randomAddress, signupUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const dashboard = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) });
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

describe('tokens end with a password or role change', () => {
  it('an admin’s password change ends the old sessions and hands this one a fresh token', async () => {
    const email = 'rotating@fitthali.test';
    await createAdmin(t.app.db, { email, password: 'rotate-me-1', promote: false });
    const other = await adminToken(t.app, { email, password: 'rotate-me-1' });
    const mine = await adminToken(t.app, { email, password: 'rotate-me-1' });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/password',
      headers: bearer(mine),
      payload: { oldPassword: 'rotate-me-1', newPassword: 'rotate-me-2' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    for (const old of [other, mine]) {
      const res = await dashboard(old);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.sessionExpired);
    }
    expect((await dashboard(fresh)).statusCode).toBe(200);
  });

  it('promoting a customer explicitly ends the customer’s sessions; without --promote it is refused', async () => {
    const { token, payload } = await signupUser(t.app);
    await expect(
      createAdmin(t.app.db, { email: payload.email, password: 'promoted-pass-1', promote: false }),
    ).rejects.toBeInstanceOf(CreateAdminError);
    expect((await profile(token)).statusCode).toBe(200);

    expect(
      await createAdmin(t.app.db, {
        email: payload.email,
        password: 'promoted-pass-1',
        promote: true,
      }),
    ).toBe('promoted');
    // The customer-era token does not become an admin token: it stops working altogether.
    expect((await dashboard(token)).statusCode).toBe(401);
    expect((await profile(token)).statusCode).toBe(401);
    const admin = await adminToken(t.app, { email: payload.email, password: 'promoted-pass-1' });
    expect((await dashboard(admin)).statusCode).toBe(200);
  });
});

describe('a first admin for a newcomer', () => {
  it('is not created when an admin exists', async () => {
    expect(await createLocalAdminIfNone(t.app.db)).toBeUndefined();
  });

  it('is created once in development with no ADMIN_EMAIL, and its password is printed once', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const dev = await createTestApp({ env: 'development', admin: undefined });
    try {
      const printed = log.mock.calls.map((c) => String(c[0])).join('\n');
      const password = /password: (\S+)/.exec(printed)?.[1] ?? '';
      expect(printed).toContain(LOCAL_ADMIN_EMAIL);
      expect(password.length).toBeGreaterThanOrEqual(12);
      const login = await dev.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: LOCAL_ADMIN_EMAIL, password },
        remoteAddress: randomAddress(),
      });
      expect(login.statusCode).toBe(200);
      const [row] = await dev.app.db.select().from(users).where(eq(users.email, LOCAL_ADMIN_EMAIL));
      expect(row?.passwordHash).not.toContain(password);
      expect(await createLocalAdminIfNone(dev.app.db)).toBeUndefined();
    } finally {
      log.mockRestore();
      await dev.close();
    }
  });

  it('is created by one of several instances starting together on one database', async () => {
    const fresh = await createTestApp({ admin: undefined });
    try {
      await fresh.app.db.delete(users).where(eq(users.role, 'admin'));
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => createLocalAdminIfNone(fresh.app.db)),
      );
      expect(answers.filter(Boolean)).toHaveLength(1);
      const admins = await fresh.app.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
