import { API_MSG } from '@fitthali/domain/api-messages';
import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers } from '../../../src/db/schema/messages.ts';
import { CONTACT_LIMIT } from '../../../src/routes/api/contact.ts';
import { NEWSLETTER_LIMIT } from '../../../src/routes/api/newsletter.ts';
import { bearer, randomAddress, signupUser } from '../../factories/users.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: TEST_ADMIN,
    remoteAddress: randomAddress(),
  });
  adminToken = res.json().token;
});
afterAll(async () => {
  await t.close();
});

const VALID = {
  name: 'Sasmita Rout',
  email: 'sasmita@example.in',
  message: 'Do you deliver to Patia, Bhubaneswar?',
};

function post(url: string, payload: unknown, remoteAddress = randomAddress()) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}

function adminGet(url: string, token: string | null) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

describe('POST /api/contact', () => {
  it('stores a trimmed message and answers with the spec confirmation', async () => {
    const res = await post('/api/contact', {
      name: `  ${VALID.name} `,
      email: VALID.email,
      message: ` ${VALID.message}\n`,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: '✅ Your message has been sent!' });
    const rows = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(VALID);
  });

  it.each([
    ['name', { ...VALID, name: '' }],
    ['email', { ...VALID, email: '   ' }],
    ['message', { ...VALID, message: undefined }],
    ['a non-text field', { ...VALID, name: 42 }],
    ['an empty object', {}],
  ])('refuses a missing %s with "All fields are required"', async (_label, payload) => {
    const res = await post('/api/contact', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.contactRequired });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('limits the lengths and stores nothing over them', async () => {
    const before = (await t.app.db.select().from(contactMessages)).length;
    const cases: [object, string][] = [
      [{ ...VALID, name: 'n'.repeat(101) }, MSG.nameTooLong],
      [{ ...VALID, email: `${'e'.repeat(250)}@x.in` }, MSG.emailTooLong],
      [{ ...VALID, message: 'm'.repeat(5001) }, MSG.contactTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/contact', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect((await post('/api/contact', { ...VALID, message: 'm'.repeat(5000) })).statusCode).toBe(
      201,
    );
    expect((await t.app.db.select().from(contactMessages)).length).toBe(before + 1);
  });

  it(`allows ${CONTACT_LIMIT.max} messages per client address, then answers 429`, async () => {
    const address = randomAddress();
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) {
      expect((await post('/api/contact', VALID, address)).statusCode).toBe(201);
    }
    const limited = await post('/api/contact', VALID, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: API_MSG.tooManyContactMessages });
    // Someone else is not affected.
    expect((await post('/api/contact', VALID)).statusCode).toBe(201);
  });
});

describe('POST /api/newsletter', () => {
  it('adds a normalised email once, answering the same both times', async () => {
    const first = await post('/api/newsletter', { email: '  Reader@Example.IN ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: API_MSG.newsletterThanks });
    const again = await post('/api/newsletter', { email: 'reader@example.in' });
    expect(again.json()).toEqual(first.json());
    const rows = await t.app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'reader@example.in'));
    expect(rows).toHaveLength(1);
  });

  it.each([{ email: 'not-an-email' }, { email: '' }, {}, { email: 7 }])(
    'refuses %j with "Enter a valid email address."',
    async (payload) => {
      const res = await post('/api/newsletter', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: MSG.invalidEmail });
    },
  );

  it('refuses an overlong email', async () => {
    const res = await post('/api/newsletter', { email: `${'a'.repeat(250)}@example.in` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.emailTooLong });
  });

  it(`allows ${NEWSLETTER_LIMIT.max} sign-ups per client address, then answers 429`, async () => {
    const address = randomAddress();
    for (let i = 0; i < NEWSLETTER_LIMIT.max; i += 1) {
      const res = await post('/api/newsletter', { email: `limit${i}@example.in` }, address);
      expect(res.statusCode).toBe(200);
    }
    const limited = await post('/api/newsletter', { email: 'limit-x@example.in' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: API_MSG.tooManyNewsletterSignups });
  });
});

describe('admin lists', () => {
  it.each(['/api/admin/messages', '/api/admin/newsletter-subscribers'])(
    '%s: 401 without a token, 403 for a customer',
    async (url) => {
      const anonymous = await adminGet(url, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: MSG.loginRequired });
      const { token } = await signupUser(t.app);
      const customer = await adminGet(url, token);
      expect(customer.statusCode).toBe(403);
      expect(customer.json()).toEqual({ success: false, message: MSG.adminOnly });
    },
  );

  it('lists contact messages newest first for the admin', async () => {
    await post('/api/contact', { ...VALID, message: 'Older message' });
    await post('/api/contact', { ...VALID, name: 'Newest Sender', message: 'Newest message' });
    const res = await adminGet('/api/admin/messages', adminToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.total).toBe(body.messages.length);
    expect(body.messages[0]).toMatchObject({
      name: 'Newest Sender',
      email: VALID.email,
      message: 'Newest message',
    });
    expect(typeof body.messages[0]._id).toBe('string');
    expect(Number.isNaN(Date.parse(body.messages[0].createdAt))).toBe(false);
    const times = body.messages.map((m: { createdAt: string }) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('lists each newsletter address once', async () => {
    await post('/api/newsletter', { email: 'twice@example.in' });
    await post('/api/newsletter', { email: 'TWICE@example.in' });
    const res = await adminGet('/api/admin/newsletter-subscribers', adminToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const emails = body.subscribers.map((s: { email: string }) => s.email);
    expect(emails.filter((e: string) => e === 'twice@example.in')).toHaveLength(1);
    expect(emails).toContain('reader@example.in');
    expect(body.total).toBe(emails.length);
  });
});
