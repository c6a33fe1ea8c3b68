import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../factories/admin.ts';
import { orderPayload, subscribe } from '../../factories/orders.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });

describe('admin paging', () => {
  it.each([
    '/api/admin/subscriptions',
    '/api/admin/users',
    '/api/admin/transactions',
    '/api/admin/unapplied-payments',
    '/api/admin/user-subscriptions/00000000-0000-4000-8000-000000000000',
  ])('%s refuses an absurd offset or a non-number with 400, never 500', async (path) => {
    for (const query of [
      'offset=99999999999999999999',
      'offset=1000001',
      'limit=abc',
      'offset=-1',
    ]) {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await get(`${path}?offset=1000000&limit=500`)).statusCode).toBe(200);
  });

  it('pages one customer’s orders, with the total', async () => {
    const { token, user } = await signupUser(t.app);
    for (let i = 0; i < 3; i += 1) await subscribe(t.app, token, orderPayload());
    const first = (await get(`/api/admin/user-subscriptions/${user._id}?limit=2`)).json();
    expect(first).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(first.subscriptions).toHaveLength(2);
    const rest = (await get(`/api/admin/user-subscriptions/${user._id}?limit=2&offset=2`)).json();
    expect(rest.subscriptions).toHaveLength(1);
  });
});
