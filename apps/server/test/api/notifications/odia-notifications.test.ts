// The customer's language on the account (issue 27): set at signup from the request's language,
// changed by PUT /api/user/language, shown in the profile, and the language their notifications
// (email, WhatsApp, inbox) go out in.
import { addDays } from '@fitthali/domain/dates';
import { NOTIFICATION_KINDS } from '@fitthali/domain/notifications';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/users.ts';
import { notify } from '../../../src/notifications/outbox.ts';
import { sendDueNotifications } from '../../../src/notifications/send-notifications.ts';
import { renderMessage } from '../../../src/notifications/templates.ts';
import { customerWithOrder, missFirst } from '../../factories/credits.ts';
import { orderPayload, subscribe } from '../../factories/orders.ts';
import { randomAddress, signupPayload } from '../../factories/users.ts';
import { india } from '../../helpers/clocked-app.ts';
import { messagedTestApp } from '../../helpers/messaged-app.ts';
import { SAMPLES } from '../../notifications/fixtures/notification-samples.ts';

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

  it('tells an Odia customer of a skip and of a missed meal’s credit in Odia, on both channels', async () => {
    const order = await customerWithOrder(t, { days: 7, paymentMode: 'Online', pay: true });
    const [first, second] = order.deliveries;
    const put = (url: string, body: object) => t.call('PUT', url, order.token, body);
    expect((await put('/api/user/language', { language: 'or' })).statusCode).toBe(200);
    const prefs = { email: true, whatsapp: true, reminders: true };
    expect((await put('/api/user/notification-preferences', prefs)).statusCode).toBe(200);
    t.setNow(india(addDays(first?.date ?? '', -2), '09:00'));
    const skip = await t.call('POST', `/api/user/deliveries/${second?._id}/skip`, order.token);
    expect(skip.statusCode).toBe(200);
    await missFirst(t, order.deliveries, 1);
    fakes.smtp.mails.length = 0;
    fakes.whatsapp.messages.length = 0;
    // A notice told at night waits for the morning: send as of the next day's noon.
    await sendDueNotifications(t.app, india(addDays(first?.date ?? '', 1), '12:00'));

    const mails = fakes.smtp.mails.filter((mail) => mail.to.includes(order.email));
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects).toContainEqual(expect.stringMatching(/ମଧ୍ୟାହ୍ନ ଭୋଜନ ବାଦ୍ \(skip\) ଦିଆଗଲା$/));
    expect(subjects).toContain('କ୍ଷମା କରିବେ, ଆପଣଙ୍କ ଭୋଜନ ପହଞ୍ଚିଲା ନାହିଁ');
    const credit = mails.find((mail) => mail.subject.startsWith('କ୍ଷମା'));
    expect(credit?.text).toMatch(/\dଟି ମିଲ୍ କ୍ରେଡିଟ୍ \(meal credit\) ଯୋଡ଼ିଛୁ, ମୂଲ୍ୟ ₹[\d,]+।/);
    for (const mail of mails) {
      expect(mail.html).toContain('<html lang="or">');
      expect(mail.subject).not.toMatch(/^[A-Za-z]/);
    }
    const [account] = await t.app.db.select().from(users).where(eq(users.id, order.userId));
    const sent = fakes.whatsapp.messages.filter((message) =>
      message.to.endsWith(account?.phone ?? 'none'),
    );
    expect(sent.map((message) => message.template)).toEqual(
      expect.arrayContaining(['delivery_skipped', 'missed_delivery_credit']),
    );
    for (const message of sent) expect(message.language).toBe('or');
    expect(fakes.whatsapp.refused).toEqual([]);
  });

  it('stores, sends and lists every kind in Odia for an Odia customer', async () => {
    const customer = await signupIn('or');
    const prefs = { email: true, whatsapp: true, reminders: true };
    const saved = await t.call('PUT', '/api/user/notification-preferences', customer.token, prefs);
    expect(saved.statusCode).toBe(200);
    const now = new Date();
    const told = NOTIFICATION_KINDS.map((kind) => ({ kind, data: SAMPLES[kind][0] ?? {} }));
    for (const { kind, data } of told) {
      await notify(t.app.db, { userId: customer.id, kind, key: `every-${kind}`, data, now });
    }
    fakes.smtp.mails.length = 0;
    fakes.whatsapp.messages.length = 0;
    await sendDueNotifications(t.app, new Date(now.getTime() + 86_400_000), { batch: 500 });

    const mails = fakes.smtp.mails.filter((mail) => mail.to.includes(customer.payload.email));
    const whatsapps = fakes.whatsapp.messages.filter((message) =>
      message.to.endsWith(customer.payload.phone),
    );
    for (const { kind, data } of told) {
      const odia = renderMessage(kind, data, 'or');
      expect(
        mails.map((mail) => mail.subject),
        kind,
      ).toContain(odia.title);
      expect(odia.title, kind).toMatch(/[\u0B00-\u0B7F]/u);
      expect(
        whatsapps.map((message) => message.template),
        kind,
      ).toContain(odia.whatsapp.template);
    }
    for (const message of whatsapps) expect(message.language).toBe('or');

    const inbox = async (headers?: Record<string, string>) =>
      (await t.call('GET', '/api/user/notifications', customer.token, undefined, headers)).json()
        .notifications as { kind: string; title: string; body: string }[];
    const odia = await inbox({ 'accept-language': 'or' });
    expect(odia.map((n) => n.kind).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const n of odia) {
      expect(n.title, n.kind).toMatch(/[\u0B00-\u0B7F]/u);
      expect(n.body, n.kind).toMatch(/[\u0B00-\u0B7F]/u);
    }
    // Stored in English, as ever: an English read is the stored words.
    const english = await inbox();
    const skipped = english.find((n) => n.kind === 'delivery-skipped');
    expect(skipped?.title).toBe('Lunch on Wed, 2 Dec skipped');
  });
});
