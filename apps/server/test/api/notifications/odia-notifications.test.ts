// The customer's language on the account (issue 27): set at signup from the request's language,
// changed by PUT /api/user/language, shown in the profile, and the language their notifications
// (email, WhatsApp, inbox) go out in.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/users.ts';
import { sendDueNotifications } from '../../../src/notifications/send-notifications.ts';
import { orderPayload, subscribe } from '../../factories/orders.ts';
import { randomAddress, signupPayload } from '../../factories/users.ts';
import { messagedTestApp } from '../../helpers/messaged-app.ts';

const { t, fakes } = messagedTestApp();

async function signupIn(language?: string) {
  const payload = signupPayload();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload,
    headers: language ? { 'accept-language': language } : {},
    remoteAddress: randomAddress(),
  });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  return { payload, token: body.token as string, id: body.user._id as string };
}

const profileLanguage = async (token: string) =>
  (await t.call('GET', '/api/user/profile', token)).json().user.language;

describe('the customer’s language', () => {
  it('is the signup request’s language, and PUT /api/user/language changes it', async () => {
    const odia = await signupIn('or-IN,or;q=0.9,en;q=0.8');
    const english = await signupIn();
    expect(await profileLanguage(odia.token)).toBe('or');
    expect(await profileLanguage(english.token)).toBe('en');

    const put = (body: object, headers?: Record<string, string>) =>
      t.call('PUT', '/api/user/language', english.token, body, headers);
    const changed = await put({ language: 'or' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ success: true, language: 'or' });
    expect(await profileLanguage(english.token)).toBe('or');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, english.id));
    expect(row?.language).toBe('or');

    const refused = await put({ language: 'hi' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: 'Please choose English or Odia.' });
    expect((await put({}, { 'accept-language': 'or' })).json()).toEqual({
      success: false,
      message: 'ଦୟାକରି English କିମ୍ବା ଓଡ଼ିଆ ବାଛନ୍ତୁ।',
    });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sends an Odia customer’s order confirmation in Odia by email and WhatsApp', async () => {
    const odia = await signupIn('or');
    const english = await signupIn('en');
    for (const customer of [odia, english]) {
      const prefs = await t.call('PUT', '/api/user/notification-preferences', customer.token, {
        email: true,
        whatsapp: true,
        reminders: true,
      });
      expect(prefs.statusCode).toBe(200);
      const order = await subscribe(t.app, customer.token, orderPayload(), `odia-${customer.id}`);
      expect(order.statusCode).toBe(201);
    }
    await sendDueNotifications(t.app, new Date());

    const mailTo = (email: string) => fakes.smtp.mails.find((mail) => mail.to.includes(email));
    const odiaMail = mailTo(odia.payload.email);
    expect(odiaMail?.subject).toMatch(/^ଅର୍ଡର୍ .+ ନିଶ୍ଚିତ ହେଲା$/);
    expect(odiaMail?.text).toContain('ଡେଲିଭରି ବେଳେ ନଗଦରେ ଦେବେ (COD)');
    expect(odiaMail?.text).toContain('https://fitthali.test/or/profile');
    expect(odiaMail?.html).toContain('<html lang="or">');
    const englishMail = mailTo(english.payload.email);
    expect(englishMail?.subject).toMatch(/^Order .+ confirmed$/);
    expect(englishMail?.html).toContain('<html lang="en">');

    const whatsappTo = (phone: string) =>
      fakes.whatsapp.messages.find((message) => message.to.endsWith(phone));
    expect(whatsappTo(odia.payload.phone)).toMatchObject({
      template: 'order_confirmed',
      language: 'or',
    });
    expect(whatsappTo(english.payload.phone)).toMatchObject({
      template: 'order_confirmed',
      language: 'en',
    });
    expect(fakes.whatsapp.refused).toEqual([]);
  });

  it('reads the inbox in the language asked for', async () => {
    const customer = await signupIn();
    await subscribe(t.app, customer.token, orderPayload(), `inbox-${customer.id}`);
    const read = async (headers?: Record<string, string>) =>
      (await t.call('GET', '/api/user/notifications', customer.token, undefined, headers)).json()
        .notifications[0];
    expect((await read()).title).toMatch(/^Order .+ confirmed$/);
    const odia = await read({ 'accept-language': 'or' });
    expect(odia.title).toMatch(/ନିଶ୍ଚିତ ହେଲା$/);
    expect(odia.body).toContain('ଭୋଜନ');
  });
});
