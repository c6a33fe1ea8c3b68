import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../factories/admin.ts';
import { orderPayload, subscribe } from '../factories/orders.ts';
import { bearer, randomAddress, signupPayload, signupUser } from '../factories/users.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let log = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  t = await createTestApp({ logLevel: 'info' }, { logStream: stream });
});
afterAll(async () => {
  await t.close();
});

describe('the log', () => {
  it('never holds a password, a password hash, a token or query parameters', async () => {
    const customer = await signupUser(t.app, { password: 'customer-secret-77' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: customer.payload.email, password: 'wrong-secret-88' },
      remoteAddress: randomAddress(),
    });
    const admin = await adminToken(t.app);
    await subscribe(t.app, customer.token, orderPayload());
    await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(admin) });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signupPayload(), name: 'bad\u0000name', password: 'nul-secret-99' },
      remoteAddress: randomAddress(),
    });

    // A failing query during signup: its parameters include the new password's hash.
    await t.app.db.execute(sql`
      create or replace function refuse_signup() returns trigger language plpgsql as $$
      begin raise exception 'signup refused for the test'; end $$`);
    await t.app.db.execute(
      sql`create trigger refuse_signup before insert on users for each row execute function refuse_signup()`,
    );
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupPayload({ password: 'failing-secret-66' }),
      remoteAddress: randomAddress(),
    });
    await t.app.db.execute(sql`drop trigger refuse_signup on users`);
    expect(failed.statusCode).toBe(500);

    expect(log).toContain('request failed');
    for (const secret of [
      'customer-secret-77',
      'wrong-secret-88',
      'nul-secret-99',
      'failing-secret-66',
      TEST_ADMIN.password,
      customer.token,
      admin,
      'scrypt$',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toMatch(/params: \[redacted\]/);
  });

  it('never holds a one-time code: the log channel records the message without it', async () => {
    const customer = await signupUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { identifier: customer.payload.email },
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode).toBe(200);
    // Sent without waiting: the log line comes a moment later.
    await expect.poll(() => log.includes(customer.payload.email)).toBe(true);
    const lines = log.split('\n').filter((line) => line.includes(customer.payload.email));
    expect(lines.join('\n')).toContain('Your FitThali code');
    expect(lines.join('\n')).not.toMatch(/\b\d{6}\b/);
  });
});
