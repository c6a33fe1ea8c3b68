import { MSG } from '@fitthali/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyToken } from '../../../src/auth/tokens.ts';
import { randomAddress, signupUser } from '../../factories/users.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function login(email: unknown, password: unknown, remoteAddress = randomAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password } as object,
    remoteAddress,
  });
}

describe('POST /api/admin/login', () => {
  it('gives the configured admin an admin token', async () => {
    const res = await login(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Login successful' });
    const verified = await verifyToken(body.token, t.app.config.jwtSecret);
    expect(verified).toMatchObject({ ok: true, claims: { role: 'admin' } });
  });

  it('refuses a wrong password and customers, with the same message', async () => {
    const wrong = await login(TEST_ADMIN.email, 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: MSG.wrongAdminCredentials });
    const { payload } = await signupUser(t.app);
    const customer = await login(payload.email, payload.password);
    expect(customer.statusCode).toBe(401);
    expect(customer.json()).toEqual({ success: false, message: MSG.wrongAdminCredentials });
  });

  it('requires both fields', async () => {
    for (const [email, password] of [
      ['', 'x'],
      [TEST_ADMIN.email, ''],
      [null, null],
    ]) {
      const res = await login(email, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: MSG.fillAllFields });
    }
  });

  it('is throttled like customer login, per address', async () => {
    const address = randomAddress();
    const limit = t.config.throttle.loginPerPair.limit;
    for (let i = 0; i < limit; i += 1) {
      expect(await statusOf(login(TEST_ADMIN.email, 'wrong-password', address))).toBe(401);
    }
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.tooManyLoginAttempts);
  });
});

async function statusOf(res: ReturnType<typeof login>) {
  return (await res).statusCode;
}
