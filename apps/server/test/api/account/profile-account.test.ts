import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '../../../src/db/schema/notifications.ts';
import { sendDueNotifications } from '../../../src/notifications/send-notifications.ts';
import { signupPayload, signupUser } from '../../factories/users.ts';
import { codeMailedTo, expectEnded, recoveryTestApp, turnOnWhatsApp } from './recovery-helpers.ts';

const { t, stand, send, login } = recoveryTestApp();

const put = (url: string, payload: object, token: string) =>
  send(url, payload, { token, method: 'PUT' });
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  put('/api/user/password', { currentPassword, newPassword }, token);

/** The same customer signed in twice: `token` is this device, `other` another one. */
async function customerOnTwoDevices() {
  const customer = await signupUser(t.app);
  const other = await login(customer.payload.email, customer.payload.password);
  expect(other.statusCode).toBe(200);
  return { ...customer, other: other.json().token as string };
}

async function storedNotices(userId: string) {
  const rows = await t.app.db.select().from(notifications).where(eq(notifications.userId, userId));
  const out = [];
  for (const row of rows) {
    const sends = await t.app.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, row.id));
    out.push({ ...row, sends: sends.map((s) => s.channel) });
  }
  return out;
}

describe('change password on the profile (issue 15 point 3)', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const customer = await signupUser(t.app);
    const res = await changePassword(customer.token, 'not-my-password', 'new-password-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: ACCOUNT_MSG.currentPasswordWrong });
    expect((await t.call('GET', '/api/user/profile', customer.token)).statusCode).toBe(200);
  });

  it('changes it, keeps this session with a fresh token, ends the others and tells the owner', async () => {
    const customer = await customerOnTwoDevices();
    const res = await changePassword(customer.token, customer.payload.password, 'new-password-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MSG.passwordChanged);
    expect((await t.call('GET', '/api/user/profile', res.json().token)).statusCode).toBe(200);
    await expectEnded(t, customer.other);
    await expectEnded(t, customer.token);
    expect((await login(customer.payload.email, 'new-password-1')).statusCode).toBe(200);
    const [notice] = await storedNotices(customer.user._id);
    expect(notice).toMatchObject({ kind: 'password-changed', sends: ['email'] });
  });

  it('asks for the signup rule on the new password', async () => {
    const customer = await signupUser(t.app);
    const res = await changePassword(customer.token, customer.payload.password, 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.passwordTooShort);
  });
});

describe('change name', () => {
  it('saves the name at once, with the signup rule', async () => {
    const customer = await signupUser(t.app);
    const res = await put('/api/user/name', { name: '  Asha Mohanty ' }, customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Asha Mohanty');
    const short = await put('/api/user/name', { name: 'A' }, customer.token);
    expect(short.json().message).toBe(MSG.nameTooShort);
    const profile = await t.call('GET', '/api/user/profile', customer.token);
    expect(profile.json().user.name).toBe('Asha Mohanty');
  });
});

describe('change email or phone, after a code sent to the new one', () => {
  async function askEmailChange(token: string, email: string, currentPassword: string) {
    return send('/api/user/contact', { email, currentPassword }, { token });
  }
  const confirm = (token: string, kind: 'email' | 'phone', code: string) =>
    send('/api/user/contact/confirm', { kind, code }, { token });

  it('changes the email only when the new address confirms, tells the old one, ends other sessions', async () => {
    const customer = await customerOnTwoDevices();
    const oldEmail = customer.payload.email;
    const newEmail = signupPayload().email;
    const asked = await askEmailChange(customer.token, newEmail, customer.payload.password);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(ACCOUNT_MSG.emailCodeSent(newEmail));
    const code = await codeMailedTo(stand.smtp, newEmail);

    // Nothing has changed yet.
    const before = await t.call('GET', '/api/user/profile', customer.token);
    expect(before.json().user.email).toBe(oldEmail);

    const done = await confirm(customer.token, 'email', code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: ACCOUNT_MSG.emailChanged,
      user: { email: newEmail, phone: customer.payload.phone },
    });
    expect((await t.call('GET', '/api/user/profile', done.json().token)).statusCode).toBe(200);
    await expectEnded(t, customer.other);
    expect((await login(newEmail, customer.payload.password)).statusCode).toBe(200);
    expect((await login(oldEmail, customer.payload.password)).statusCode).toBe(401);

    // The notice goes to the old address, naming the new one.
    await sendDueNotifications(t.app, new Date(Date.now() + 1000));
    const told = stand.smtp.mails.filter(
      (m) => m.to.includes(oldEmail) && m.subject === 'Your email was changed',
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(newEmail);
    expect(
      stand.smtp.mails.some(
        (m) => m.to.includes(newEmail) && m.subject === 'Your email was changed',
      ),
    ).toBe(false);

    // Confirming again changes nothing and tells no one again.
    const again = await confirm(done.json().token, 'email', code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MSG.codeInvalid);
    const notices = await storedNotices(customer.user._id);
    expect(notices.map((n) => n.kind)).toEqual(['email-changed']);
  });

  it('changes the phone after its WhatsApp code and tells the old number', async () => {
    const customer = await signupUser(t.app);
    await turnOnWhatsApp(t, customer.token);
    const newPhone = signupPayload().phone;
    const asked = await send(
      '/api/user/contact',
      { phone: newPhone, currentPassword: customer.payload.password },
      { token: customer.token },
    );
    expect(asked.statusCode).toBe(200);
    await expect
      .poll(() => stand.whatsapp.messages.find((m) => m.to === `91${newPhone}`))
      .toBeDefined();
    const sent = stand.whatsapp.messages.find((m) => m.to === `91${newPhone}`);
    expect(sent?.template).toBe('account_code');
    const done = await confirm(customer.token, 'phone', sent?.params[0] ?? '');
    expect(done.statusCode).toBe(200);
    expect(done.json().user.phone).toBe(newPhone);

    await sendDueNotifications(t.app, new Date(Date.now() + 1000));
    const toOld = stand.whatsapp.messages.filter((m) => m.to === `91${customer.payload.phone}`);
    expect(toOld).toEqual([
      expect.objectContaining({ template: 'phone_changed', params: [newPhone] }),
    ]);
  });

  it('refuses a wrong password, an unchanged value and one another account holds', async () => {
    const customer = await signupUser(t.app);
    const someoneElse = await signupUser(t.app);
    const wrong = await askEmailChange(customer.token, signupPayload().email, 'not-it-at-all');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MSG.currentPasswordWrong);
    const same = await askEmailChange(
      customer.token,
      customer.payload.email,
      customer.payload.password,
    );
    expect(same.json().message).toBe(ACCOUNT_MSG.contactUnchanged);
    const taken = await askEmailChange(
      customer.token,
      someoneElse.payload.email.toUpperCase(),
      customer.payload.password,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MSG.emailTaken);
    const phoneTaken = await send(
      '/api/user/contact',
      { phone: someoneElse.payload.phone, currentPassword: customer.payload.password },
      { token: customer.token },
    );
    expect(phoneTaken.statusCode).toBe(409);
    expect(phoneTaken.json().message).toBe(MSG.phoneTaken);
    const badPhone = await send(
      '/api/user/contact',
      { phone: '12345', currentPassword: customer.payload.password },
      { token: customer.token },
    );
    expect(badPhone.json().message).toBe(MSG.invalidPhone);
    const neither = await send(
      '/api/user/contact',
      { currentPassword: customer.payload.password },
      { token: customer.token },
    );
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(ACCOUNT_MSG.contactRequired);
  });

  it('answers 409 when another account took the email between the code and its confirmation', async () => {
    const customer = await signupUser(t.app);
    const wanted = signupPayload().email;
    await askEmailChange(customer.token, wanted, customer.payload.password);
    const code = await codeMailedTo(stand.smtp, wanted);
    await signupUser(t.app, { email: wanted });
    const res = await confirm(customer.token, 'email', code);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.emailTaken);
  });

  it("another customer's token cannot confirm someone else's change", async () => {
    const customer = await signupUser(t.app);
    const intruder = await signupUser(t.app);
    const wanted = signupPayload().email;
    await askEmailChange(customer.token, wanted, customer.payload.password);
    const code = await codeMailedTo(stand.smtp, wanted);
    const res = await confirm(intruder.token, 'email', code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MSG.codeInvalid);
    const intruderNow = await t.call('GET', '/api/user/profile', intruder.token);
    expect(intruderNow.json().user.email).toBe(intruder.payload.email);
    // The owner's code still works.
    expect((await confirm(customer.token, 'email', code)).statusCode).toBe(200);
  });

  it('expires the code on the server clock and kills it after five wrong guesses', async () => {
    const customer = await signupUser(t.app);
    const wanted = signupPayload().email;
    await askEmailChange(customer.token, wanted, customer.payload.password);
    const code = await codeMailedTo(stand.smtp, wanted);
    t.setNow(new Date(Date.now() + 16 * 60_000));
    expect((await confirm(customer.token, 'email', code)).statusCode).toBe(400);
    t.setNow(new Date());

    const other = signupPayload().email;
    await askEmailChange(customer.token, other, customer.payload.password);
    const fresh = await codeMailedTo(stand.smtp, other);
    const wrong = String((Number(fresh) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      expect((await confirm(customer.token, 'email', wrong)).statusCode).toBe(400);
    }
    expect((await confirm(customer.token, 'email', fresh)).statusCode).toBe(400);
    const profile = await t.call('GET', '/api/user/profile', customer.token);
    expect(profile.json().user.email).toBe(customer.payload.email);
  });

  it('throttles code requests per account', async () => {
    const customer = await signupUser(t.app);
    const limit = t.app.throttleLimits.codeRequestsPerIdentifier.limit;
    for (let i = 0; i < limit; i += 1) {
      const res = await askEmailChange(
        customer.token,
        signupPayload().email,
        customer.payload.password,
      );
      expect(res.statusCode).toBe(200);
    }
    const refused = await askEmailChange(
      customer.token,
      signupPayload().email,
      customer.payload.password,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ACCOUNT_MSG.tooManyCodeRequests);
  });
});
