import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/users.ts';
import { randomAddress, signupPayload, signupUser } from '../../factories/users.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function signup(payload: unknown, remoteAddress = randomAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: payload as object,
    remoteAddress,
  });
}

describe('POST /api/auth/signup', () => {
  it('creates the account and answers with a token and the public user', async () => {
    const payload = signupPayload({
      name: '  Priya Das  ',
      email: '  Priya.Das@Example.IN ',
      phone: '98765 43210',
    });
    const res = await signup(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Signup successful',
      user: { name: 'Priya Das', email: 'priya.das@example.in', phone: '9876543210' },
    });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body).not.toContain('secret-pass');
    expect(res.body).not.toContain('scrypt');

    const [row] = await t.app.db.select().from(users).where(eq(users.id, body.user._id));
    expect(row).toMatchObject({
      email: 'priya.das@example.in',
      phone: '9876543210',
      role: 'customer',
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
  });

  it.each([
    [{ name: 'Al' }, MSG.nameTooShort],
    [{ name: '   Al   ' }, MSG.nameTooShort],
    [{ email: 'not-an-email' }, MSG.invalidEmail],
    [{ email: 'a@b' }, MSG.invalidEmail],
    [{ phone: '12345' }, MSG.invalidPhone],
    [{ phone: '98765432101' }, MSG.invalidPhone],
    [{ phone: '98765abcde' }, MSG.invalidPhone],
    [{ password: '12345' }, MSG.passwordTooShort],
  ])('refuses %o with its message', async (overrides, message) => {
    const res = await signup(signupPayload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it.each([
    ['no body', undefined],
    ['an array', []],
    ['a string', 'hello'],
    ['null fields', { name: null, email: null, phone: null, password: null }],
    ['numbers', { name: 123, email: 5, phone: 9876543210, password: 123456 }],
    ['missing fields', { name: 'Someone' }],
    ['objects', { name: { $ne: 1 }, email: { $gt: '' }, phone: ['1'], password: {} }],
    ['huge values', signupPayload({ name: 'x'.repeat(100_000) })],
    ['a huge password', signupPayload({ password: 'p'.repeat(10_000) })],
  ])('answers %s with a 4xx and a message, never a 5xx', async (_label, payload) => {
    const res = await signup(payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
    expect(typeof res.json().message).toBe('string');
  });

  it('stores injection-shaped text literally', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const { user } = await signupUser(t.app, { name });
    expect(user.name).toBe(name);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.name).toBe(name);
  });

  it('refuses a second account with the same email, whatever its case, saying so', async () => {
    const first = await signupUser(t.app);
    const res = await signup(signupPayload({ email: first.payload.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: MSG.emailTaken });
  });

  it('refuses a second account with the same phone, saying so', async () => {
    const first = await signupUser(t.app);
    const res = await signup(signupPayload({ phone: first.payload.phone }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: MSG.phoneTaken });
  });

  it('creates exactly one account when the same signup arrives twice at once', async () => {
    const payload = signupPayload();
    const results = await Promise.all([signup(payload), signup(payload), signup(payload)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    const rows = await t.app.db.select().from(users).where(eq(users.email, payload.email));
    expect(rows).toHaveLength(1);
  });

  it('limits sign-ups per client address', async () => {
    const address = '203.0.113.7';
    const limit = t.config.throttle.signupPerAddress.limit;
    for (let i = 0; i < limit; i += 1) {
      expect((await signup(signupPayload(), address)).statusCode).toBe(201);
    }
    const res = await signup(signupPayload(), address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: MSG.tooManySignups });
    // Other addresses are not affected.
    expect((await signup(signupPayload())).statusCode).toBe(201);
  });
});
