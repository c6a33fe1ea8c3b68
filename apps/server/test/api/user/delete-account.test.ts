import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/users.ts';
import { bearer, randomAddress, signupUser } from '../../factories/users.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function remove(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'DELETE', url: '/api/user/delete', headers });
}

describe('DELETE /api/user/delete', () => {
  it('erases the person, kills the token at once, and frees the email and phone', async () => {
    const { token, payload, user } = await signupUser(t.app);
    const res = await remove(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.accountDeleted });

    const rows = await t.app.db.select().from(users).where(eq(users.id, user._id));
    expect(rows).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    expect((await remove(bearer(token))).statusCode).toBe(401);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: payload.email, password: payload.password },
      remoteAddress: randomAddress(),
    });
    expect(login.statusCode).toBe(401);

    const again = await signupUser(t.app, { email: payload.email, phone: payload.phone });
    expect(again.user._id).not.toBe(user._id);
  });

  it('answers 401 without a token', async () => {
    expect((await remove()).statusCode).toBe(401);
  });

  it('does not delete the configured admin account', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    const res = await remove(bearer(login.json().token));
    expect(res.statusCode).toBe(403);
  });
});
