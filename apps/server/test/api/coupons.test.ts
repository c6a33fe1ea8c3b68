import { MSG } from '@fitthali/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../factories/admin.ts';
import { bearer } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { couponLookupsPerMinute: 1000 });
});
afterAll(async () => {
  await t.close();
});

function check(code: string) {
  return t.app.inject({ method: 'GET', url: `/api/coupons/${encodeURIComponent(code)}` });
}

describe('GET /api/coupons/:code', () => {
  it('previews seeded and admin-made coupons in any case', async () => {
    expect((await check(' meal100 ')).json()).toEqual({
      success: true,
      coupon: { code: 'MEAL100', amount: 100 },
    });
    const admin = await adminToken(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: bearer(admin),
      payload: { code: 'RATH25', amount: 25 },
    });
    expect((await check('Rath25')).json()).toEqual({
      success: true,
      coupon: { code: 'RATH25', amount: 25 },
    });
  });

  it('answers unknown, inactive and malformed codes with "Invalid coupon code"', async () => {
    const admin = await adminToken(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/coupons/FLAT50',
      headers: bearer(admin),
      payload: { active: false },
    });
    for (const code of ['FREEFOOD', 'flat50', "x' or 1=1", 'a'.repeat(60)]) {
      const res = await check(code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toEqual({ success: false, message: MSG.invalidCoupon });
    }
  });

  it('limits guessing per client address', async () => {
    const limited = await createTestApp({}, { couponLookupsPerMinute: 2 });
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push(
        (await limited.app.inject({ method: 'GET', url: `/api/coupons/GUESS${i}` })).statusCode,
      );
    }
    expect(codes).toEqual([404, 404, 429]);
    await limited.close();
  });
});
