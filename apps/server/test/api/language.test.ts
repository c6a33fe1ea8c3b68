// The API answers in the language the request asks for (issue 27): Accept-Language `or` gets the
// catalogues' Odia, no header (or English) gets the English byte for byte.
import { MSG } from '@fitthali/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress, signupPayload, signupUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { couponLookupsPerMinute: 1000 });
});
afterAll(async () => {
  await t.close();
});

const ODIA = { 'accept-language': 'or' };

function signup(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload,
    headers,
    remoteAddress: randomAddress(),
  });
}

describe('answers in the asked language', () => {
  it.each([
    [{ name: 'Al' }, 'ନାମରେ ଅତି କମରେ 3ଟି ଅକ୍ଷର ରହିବା ଦରକାର।'],
    [{ email: 'not-an-email' }, 'ଏକ ଠିକ୍ ଇମେଲ୍ ଠିକଣା ଦିଅନ୍ତୁ।'],
    [{ phone: '12345' }, '10 ଅଙ୍କର ଏକ ଠିକ୍ ଫୋନ୍ ନମ୍ବର ଦିଅନ୍ତୁ।'],
    [{ password: 'abc' }, 'ପାସୱାର୍ଡରେ ଅତି କମରେ 6ଟି ଅକ୍ଷର ରହିବା ଦରକାର।'],
  ])('an Odia signup with %o is refused in Odia', async (field, odia) => {
    const res = await signup(signupPayload(field), ODIA);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: odia });
    expect(res.headers['content-language']).toBe('or');
  });

  it('says a wrong login in Odia, and in English with no header', async () => {
    const { payload } = await signupUser(t.app);
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: payload.email, password: 'wrong-password' },
        headers,
        remoteAddress: randomAddress(),
      });
    const odia = await login({ 'accept-language': 'or-IN, en;q=0.5' });
    expect(odia.statusCode).toBe(401);
    expect(odia.json()).toEqual({ success: false, message: 'ଫୋନ୍/ଇମେଲ୍ କିମ୍ବା ପାସୱାର୍ଡ ଭୁଲ୍।' });
    const english = await login({});
    expect(english.json()).toEqual({ success: false, message: MSG.wrongCredentials });
    expect(english.headers['content-language']).toBeUndefined();
    expect(english.headers.vary).toContain('Accept-Language');
  });

  it('says an unknown coupon in Odia (SPEC §8), and leaves English byte for byte', async () => {
    const check = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/coupons/NOPE99', headers });
    const odia = await check(ODIA);
    expect(odia.json()).toEqual({ success: false, message: 'ଭୁଲ୍ କୁପନ୍ କୋଡ୍' });
    const english = await check({});
    const englishAgain = await check({ 'accept-language': 'en-IN' });
    expect(english.body).toBe(`{"success":false,"message":"${MSG.invalidCoupon}"}`);
    expect(englishAgain.body).toBe(english.body);
  });

  it('says a successful signup in Odia and keeps the rest of the answer', async () => {
    const res = await signup(signupPayload(), ODIA);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('ସାଇନ୍ ଅପ୍ ହୋଇଗଲା');
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('reads a phone number typed in Odia digits as the Western one', async () => {
    const payload = signupPayload({ phone: '୯୮୭୬୫ ୪୩୨୧୦' });
    const res = await signup(payload, ODIA);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBe('9876543210');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: '୯୮୭୬୫୪୩୨୧୦', password: payload.password },
      remoteAddress: randomAddress(),
    });
    expect(login.statusCode).toBe(200);
  });
});
