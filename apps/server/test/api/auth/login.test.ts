import { MSG } from '@fitthali/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress, signupUser } from '../../factories/users.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function login(identifier: unknown, password: unknown, remoteAddress = randomAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password } as object,
    remoteAddress,
  });
}

describe('POST /api/auth/login', () => {
  it('logs in by email in any case, answering token, user and message', async () => {
    const { payload, user } = await signupUser(t.app);
    const res = await login(`  ${payload.email.toUpperCase()} `, payload.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Login successful', user });
    expect(body.token).toBeTypeOf('string');
    expect(res.body).not.toContain('password');
  });

  it('logs in by phone, with or without spaces', async () => {
    const { payload } = await signupUser(t.app, { phone: '9000012345' });
    expect((await login('9000012345', payload.password)).statusCode).toBe(200);
    expect((await login('90000 12345', payload.password)).statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown account with the same message', async () => {
    const { payload } = await signupUser(t.app);
    const wrong = await login(payload.email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: MSG.wrongCredentials });
    const unknown = await login('nobody@example.in', 'whatever1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ success: false, message: MSG.wrongCredentials });
  });

  it.each([
    ['', 'secret'],
    ['someone@example.in', ''],
    ['   ', '   '],
    [undefined, undefined],
    [123, ['x']],
    [{ $ne: null }, { $ne: null }],
  ])('answers %o / %o with "Please fill all fields"', async (identifier, password) => {
    const res = await login(identifier, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.fillAllFields });
  });

  it('refuses absurdly long values with a 400', async () => {
    const res = await login('x'.repeat(5000), 'y'.repeat(5000));
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('locks one identifier from one address after the limit', async () => {
    const { payload } = await signupUser(t.app);
    const address = randomAddress();
    const limit = t.config.throttle.loginPerPair.limit;
    for (let i = 0; i < limit; i += 1) {
      expect((await login(payload.email, 'wrong-password', address)).statusCode).toBe(401);
    }
    const blocked = await login(payload.email, payload.password, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: MSG.tooManyLoginAttempts });
    // Someone else is not affected.
    const other = await signupUser(t.app);
    expect((await login(other.payload.email, other.payload.password, address)).statusCode).toBe(
      200,
    );
  });

  it('never throttles normal use: a success clears its own address’s failures', async () => {
    const { payload } = await signupUser(t.app);
    const address = randomAddress();
    const limit = t.config.throttle.loginPerPair.limit;
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < limit - 1; i += 1) {
        expect((await login(payload.phone, 'wrong-password', address)).statusCode).toBe(401);
      }
      expect((await login(payload.phone, payload.password, address)).statusCode).toBe(200);
    }
  });

  it('limits failed logins per client address across identifiers', async () => {
    const address = '198.51.100.23';
    const limit = t.config.throttle.loginPerAddress.limit;
    for (let i = 0; i < limit; i += 1) {
      expect((await login(`guess${i}@example.in`, 'wrong-password', address)).statusCode).toBe(401);
    }
    const res = await login('another@example.in', 'wrong-password', address);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.tooManyLoginAttempts);
    const { payload } = await signupUser(t.app);
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
  });
});
