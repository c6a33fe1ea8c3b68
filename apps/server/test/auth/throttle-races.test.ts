import { MSG } from '@fitthali/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE_LIMITS } from '../../src/config.ts';
import { randomAddress, signupPayload, signupUser } from '../factories/users.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The real limits, with the slowdown's window long enough that no test depends on the clock.
  t = await createTestApp({
    throttle: {
      ...DEFAULT_THROTTLE_LIMITS,
      loginSlowdown: { limit: 1, windowMs: 60 * 60_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const login = (identifier: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
    remoteAddress,
  });
const adminLogin = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress,
  });

const statuses = (answers: { statusCode: number }[]) => {
  const byStatus: Record<number, number> = {};
  for (const a of answers) byStatus[a.statusCode] = (byStatus[a.statusCode] ?? 0) + 1;
  return byStatus;
};

describe('login limits under parallel bursts', () => {
  it('evaluates no more than 10 of 150 parallel wrong passwords from one address', async () => {
    const { payload } = await signupUser(t.app);
    const address = randomAddress();
    const answers = await Promise.all(
      Array.from({ length: 150 }, () => login(payload.email, 'wrong-password', address)),
    );
    expect(statuses(answers)).toEqual({ 401: 10, 429: 140 });
  });

  it('lets no more than 10 of a 40-request burst be checked, a correct password included', async () => {
    const { payload } = await signupUser(t.app);
    const address = randomAddress();
    const burst = Array.from({ length: 40 }, (_, i) =>
      login(payload.email, i === 39 ? payload.password : 'wrong-password', address),
    );
    const answers = await Promise.all(burst);
    const by = statuses(answers);
    expect((by[401] ?? 0) + (by[200] ?? 0)).toBe(10);
    expect(by[429]).toBe(30);
  });

  it('keeps counting other addresses’ failures after a success', async () => {
    const { payload } = await signupUser(t.app);
    const [a, b] = [randomAddress(), randomAddress()];
    for (let i = 0; i < 9; i += 1) {
      expect((await login(payload.email, 'wrong-password', a)).statusCode).toBe(401);
    }
    expect((await login(payload.email, payload.password, b)).statusCode).toBe(200);
    expect((await login(payload.email, 'wrong-password', a)).statusCode).toBe(401);
    expect((await login(payload.email, payload.password, a)).statusCode).toBe(429);
  });

  it('never locks the admin out: failures from an attacker’s address slow, not stop, the admin', async () => {
    const attacker = randomAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await adminLogin(TEST_ADMIN.email, 'guess-password', attacker)).statusCode).toBe(401);
    }
    expect((await adminLogin(TEST_ADMIN.email, 'one-more-guess', attacker)).statusCode).toBe(429);
    // The real admin, from their own address, still gets in.
    const real = await adminLogin(TEST_ADMIN.email, TEST_ADMIN.password, randomAddress());
    expect(real.statusCode).toBe(200);
  });

  it('slows guesses at one account from many addresses to one per window', async () => {
    const { payload } = await signupUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(payload.phone, 'wrong-password', randomAddress())).statusCode).toBe(401);
    }
    // Past the ceiling: one attempt gets the window's slot, the next waits.
    expect((await login(payload.phone, 'wrong-password', randomAddress())).statusCode).toBe(401);
    const slowed = await login(payload.phone, payload.password, randomAddress());
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe(MSG.loginSlowedDown);
  });
});

describe('signup limit under a parallel burst', () => {
  it('lets exactly 20 of 60 parallel signups from one address through', async () => {
    const address = randomAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: signupPayload(),
          remoteAddress: address,
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 20, 429: 40 });
  });
});
