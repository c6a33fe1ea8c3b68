import { MSG } from '@fitthali/domain/messages';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../../src/auth/tokens.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/__test/admin-only', { preHandler: t.app.requireAdmin }, async () => ({
    success: true,
  }));
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

function profile(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
}

function b64(obj: object) {
  return Buffer.from(JSON.stringify(obj)).toString('base64url');
}

describe('GET /api/user/profile', () => {
  it('answers the signed-in customer’s profile', async () => {
    const { token, payload, user } = await signupUser(t.app);
    const res = await profile(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: {
        _id: user._id,
        name: payload.name,
        phone: payload.phone,
        email: payload.email,
        language: 'en',
        credits: 0,
        trialUsed: false,
        subscriptions: [],
        transactions: [],
        refunds: [],
      },
    });
  });

  it('answers 401 without a token or with a malformed header', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not.a.jwt' },
    ];
    for (const headers of cases) {
      const res = await profile(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: MSG.loginRequired });
    }
  });

  it('refuses a token signed with another secret', async () => {
    const { user } = await signupUser(t.app);
    const forged = await signToken(
      { userId: user._id, role: 'customer', tokenVersion: 0 },
      'another-secret-that-is-long-enough-too',
    );
    expect((await profile(bearer(forged))).statusCode).toBe(401);
  });

  it('refuses an unsigned alg:none token', async () => {
    const { user } = await signupUser(t.app);
    const now = Math.floor(Date.now() / 1000);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user._id, role: 'admin', iss: 'fitthali', iat: now, exp: now + 3600 })}.`;
    expect((await profile(bearer(none))).statusCode).toBe(401);
  });

  it('refuses an expired token, saying the session expired', async () => {
    const { user } = await signupUser(t.app);
    const key = new TextEncoder().encode(t.app.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setIssuer('fitthali')
      .setIssuedAt(now - 8 * 24 * 3600)
      .setExpirationTime(now - 60)
      .sign(key);
    const res = await profile(bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.sessionExpired);
  });

  it('refuses a token for a user id that does not exist', async () => {
    const token = await signToken(
      { userId: '00000000-0000-4000-8000-000000000000', role: 'customer', tokenVersion: 0 },
      t.app.config.jwtSecret,
    );
    expect((await profile(bearer(token))).statusCode).toBe(401);
    const junk = await signToken(
      { userId: 'not-a-uuid', role: 'customer', tokenVersion: 0 },
      t.app.config.jwtSecret,
    );
    expect((await profile(bearer(junk))).statusCode).toBe(401);
  });

  it('keeps customer tokens out of admin routes, even one claiming the admin role', async () => {
    const { token, user } = await signupUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/__test/admin-only',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
    const claimsAdmin = await signToken(
      { userId: user._id, role: 'admin', tokenVersion: 0 },
      t.app.config.jwtSecret,
    );
    const res2 = await t.app.inject({
      method: 'GET',
      url: '/api/__test/admin-only',
      headers: bearer(claimsAdmin),
    });
    expect(res2.statusCode).toBe(403);
  });
});
