import { MSG } from '@fitthali/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../factories/admin.ts';
import { ODISHA_ADDRESS, orderPayload } from '../factories/orders.ts';
import { bearer, randomAddress, signupPayload, signupUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let customer = '';
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  customer = (await signupUser(t.app)).token;
  admin = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
});

const NUL = '\u0000';
type Who = 'anyone' | 'customer' | 'admin';
const cases: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, Who, object?][] = [
  ['signup name', 'POST', '/api/auth/signup', 'anyone', signupPayload({ name: `Asha${NUL}` })],
  [
    'signup password',
    'POST',
    '/api/auth/signup',
    'anyone',
    signupPayload({ password: `pass${NUL}word` }),
  ],
  [
    'login identifier',
    'POST',
    '/api/auth/login',
    'anyone',
    { identifier: `a${NUL}@b.in`, password: 'secret-pass' },
  ],
  [
    'admin login email',
    'POST',
    '/api/admin/login',
    'anyone',
    { email: `admin${NUL}@fitthali.test`, password: 'x-password' },
  ],
  [
    'contact message',
    'POST',
    '/api/contact',
    'anyone',
    { name: 'Asha', email: 'asha@example.in', message: `Hello${NUL}` },
  ],
  ['newsletter email', 'POST', '/api/newsletter', 'anyone', { email: `n${NUL}@example.in` }],
  [
    'address book',
    'POST',
    '/api/user/address',
    'customer',
    { address: { ...ODISHA_ADDRESS, at: `Plot${NUL}42` } },
  ],
  [
    'order address',
    'POST',
    '/api/subscribe',
    'customer',
    { ...orderPayload(), address: { ...ODISHA_ADDRESS, po: `Unit${NUL}` } },
  ],
  [
    'order coupon code',
    'POST',
    '/api/subscribe',
    'customer',
    { ...orderPayload(), couponCode: `MEAL${NUL}100` },
  ],
  [
    'a key anywhere in a body',
    'POST',
    '/api/subscribe',
    'customer',
    { ...orderPayload(), [`x${NUL}`]: 1 },
  ],
  ['geo search', 'GET', `/api/geo/search?q=Bhubaneswar${encodeURIComponent(NUL)}`, 'anyone'],
  ['coupon lookup path', 'GET', `/api/coupons/MEAL${encodeURIComponent(NUL)}`, 'anyone'],
  [
    'admin coupon path',
    'PUT',
    `/api/admin/coupons/X${encodeURIComponent(NUL)}`,
    'admin',
    { active: false },
  ],
  ['admin plan path', 'PUT', `/api/admin/plans/p${encodeURIComponent(NUL)}/prices`, 'admin', {}],
  ['admin user path', 'GET', `/api/admin/user-subscriptions/${encodeURIComponent(NUL)}`, 'admin'],
  [
    'admin list query',
    'GET',
    `/api/admin/subscriptions?status=${encodeURIComponent(NUL)}`,
    'admin',
  ],
  ['admin coupon body', 'POST', '/api/admin/coupons', 'admin', { code: `NEW${NUL}`, amount: 10 }],
  [
    'escape sequence',
    'POST',
    '/api/contact',
    'anyone',
    { name: '\u001b[31mAsha', email: 'asha@example.in', message: 'Hi' },
  ],
];

describe('control characters in any input', () => {
  it.each(cases)(
    '%s: 400 with a clear message, never a 500',
    async (_, method, url, who, payload) => {
      const token = who === 'customer' ? customer : who === 'admin' ? admin : undefined;
      const res = await t.app.inject({
        method,
        url,
        headers: token ? bearer(token) : {},
        remoteAddress: randomAddress(),
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: MSG.controlCharacters });
    },
  );

  it('still takes a message written on several lines', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: randomAddress(),
      payload: { name: 'Asha', email: 'asha@example.in', message: 'Line one\r\n\tLine two' },
    });
    expect(res.statusCode).toBeLessThan(300);
  });
});
