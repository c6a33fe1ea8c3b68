import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { ACCOUNT_CODE_MAX_GUESSES } from '@fitthali/domain/account-recovery';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountCodes } from '../../../src/db/schema/account-codes.ts';
import { notifications } from '../../../src/db/schema/notifications.ts';
import { sendDueNotifications } from '../../../src/notifications/send-notifications.ts';
import { randomAddress, signupUser } from '../../factories/users.ts';
import { codeMailedTo, expectEnded, recoveryTestApp, turnOnWhatsApp } from './recovery-helpers.ts';

const { t, stand, send, login } = recoveryTestApp();

const forgot = (identifier: string, ip?: string) =>
  send('/api/auth/forgot-password', { identifier }, { ip });
const reset = (identifier: string, code: string, password: string, ip?: string) =>
  send('/api/auth/reset-password', { identifier, code, password }, { ip });

/** A customer who asked for a code, and the code that arrived by email. */
async function customerWithCode() {
  const customer = await signupUser(t.app);
  const asked = await forgot(customer.payload.email);
  expect(asked.statusCode).toBe(200);
  const code = await codeMailedTo(stand.smtp, customer.payload.email);
  return { customer, code };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot password (issue 15 point 3)', () => {
  it('answers the same for an unknown account as for a real one, and mails only the real one', async () => {
    const customer = await signupUser(t.app);
    const known = await forgot(customer.payload.email);
    const unknown = await forgot('nobody-here@example.in');
    const unknownPhone = await forgot('9000000001');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknownPhone.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: ACCOUNT_MSG.resetCodeSent });
    expect(unknown.json()).toEqual(known.json());
    expect(unknownPhone.json()).toEqual(known.json());

    const code = await codeMailedTo(stand.smtp, customer.payload.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(stand.smtp.mails.some((m) => m.to.includes('nobody-here@example.in'))).toBe(false);

    // Only a keyed hash is kept; the code is nowhere in the database or the inbox.
    const [row] = await t.app.db
      .select()
      .from(accountCodes)
      .where(eq(accountCodes.userId, customer.user._id));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const inbox = await t.call('GET', '/api/user/notifications', customer.token);
    expect(JSON.stringify(inbox.json())).not.toContain(code);
  });

  it('finds the account by its phone too, and sends the code on WhatsApp when turned on', async () => {
    const customer = await signupUser(t.app);
    await turnOnWhatsApp(t, customer.token);
    expect((await forgot(customer.payload.phone)).statusCode).toBe(200);
    const code = await codeMailedTo(stand.smtp, customer.payload.email);
    await expect
      .poll(() => stand.whatsapp.messages.filter((m) => m.to === `91${customer.payload.phone}`))
      .toEqual([expect.objectContaining({ template: 'account_code', params: [code] })]);
  });

  it('sets the new password with the code, ends every other session, signs in, and tells the owner', async () => {
    const { customer, code } = await customerWithCode();
    const res = await reset(customer.payload.email, code, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: ACCOUNT_MSG.passwordReset,
      user: { _id: customer.user._id, email: customer.payload.email },
    });
    // The fresh token works; the one from before the reset does not.
    expect((await t.call('GET', '/api/user/profile', body.token)).statusCode).toBe(200);
    await expectEnded(t, customer.token);
    expect((await login(customer.payload.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(customer.payload.email, customer.payload.password)).statusCode).toBe(401);

    // "Your password was changed" to the account's email, listed in the inbox without any code.
    const inbox = await t.call('GET', '/api/user/notifications', body.token);
    const notes = inbox.json().notifications as { kind: string; title: string; body: string }[];
    expect(notes.map((n) => n.kind)).toEqual(['password-changed']);
    expect(JSON.stringify(notes)).not.toContain(code);
    await sendDueNotifications(t.app, new Date(Date.now() + 1000));
    const told = stand.smtp.mails.filter(
      (m) => m.to.includes(customer.payload.email) && m.subject === 'Your password was changed',
    );
    expect(told).toHaveLength(1);
  });

  it('uses a code once: the same request again changes nothing', async () => {
    const { customer, code } = await customerWithCode();
    expect((await reset(customer.payload.email, code, 'first-new-pass')).statusCode).toBe(200);
    const again = await reset(customer.payload.email, code, 'second-new-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: ACCOUNT_MSG.codeInvalid });
    expect((await login(customer.payload.email, 'first-new-pass')).statusCode).toBe(200);
    // Told once: the refused repeat wrote no second notice.
    const told = await t.app.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, customer.user._id));
    expect(told).toEqual([{ kind: 'password-changed' }]);
  });

  it('refuses an expired code with the same message, on the server clock', async () => {
    const { customer, code } = await customerWithCode();
    t.setNow(new Date(Date.now() + 15 * 60_000 + 1000));
    const res = await reset(customer.payload.email, code, 'too-late-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MSG.codeInvalid);
    expect((await login(customer.payload.email, customer.payload.password)).statusCode).toBe(200);
  });

  it('a new request replaces the earlier code', async () => {
    const { customer, code: first } = await customerWithCode();
    expect((await forgot(customer.payload.email)).statusCode).toBe(200);
    const second = await codeMailedTo(stand.smtp, customer.payload.email, 1);
    if (first !== second) {
      expect((await reset(customer.payload.email, first, 'from-old-code')).statusCode).toBe(400);
    }
    expect((await reset(customer.payload.email, second, 'from-new-code')).statusCode).toBe(200);
  });

  it('kills the code after five wrong guesses, even for the right one next', async () => {
    const { customer, code } = await customerWithCode();
    for (let i = 0; i < ACCOUNT_CODE_MAX_GUESSES; i += 1) {
      const res = await reset(customer.payload.email, wrongCode(code), 'guessing-pass');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MSG.codeInvalid);
    }
    const right = await reset(customer.payload.email, code, 'right-too-late');
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(ACCOUNT_MSG.codeInvalid);
    expect((await login(customer.payload.email, customer.payload.password)).statusCode).toBe(200);
  });

  it('an unknown account is refused like a wrong code', async () => {
    const res = await reset('nobody-at-all@example.in', '123456', 'some-new-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: ACCOUNT_MSG.codeInvalid });
  });

  it('checks the new password by the signup rule and the code by its shape', async () => {
    const short = await reset('someone@example.in', '123456', 'abc');
    expect(short.statusCode).toBe(400);
    const badCode = await reset('someone@example.in', '12a456', 'long-enough');
    expect(badCode.json().message).toBe(ACCOUNT_MSG.codeFormat);
    const spaced = await reset('someone@example.in', '123 456', 'long-enough');
    expect(spaced.json().message).toBe(ACCOUNT_MSG.codeInvalid);
  });

  it('throttles code requests per account and per address with a clear message', async () => {
    const customer = await signupUser(t.app);
    const limit = t.app.throttleLimits.codeRequestsPerIdentifier.limit;
    for (let i = 0; i < limit; i += 1) {
      expect((await forgot(customer.payload.email)).statusCode).toBe(200);
    }
    // The same account written another way counts against the same limit.
    const refused = await forgot(` ${customer.payload.email.toUpperCase()} `);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: ACCOUNT_MSG.tooManyCodeRequests });
    // An unknown identifier is throttled the same way, so the limit tells nothing either.
    for (let i = 0; i < limit; i += 1) await forgot('98000 11111');
    expect((await forgot('9800011111')).statusCode).toBe(429);

    const ip = randomAddress();
    const perAddress = t.app.throttleLimits.codeRequestsPerAddress.limit;
    for (let i = 0; i < perAddress; i += 1) {
      expect((await forgot(`someone${i}@example.in`, ip)).statusCode).toBe(200);
    }
    expect((await forgot('one-more@example.in', ip)).statusCode).toBe(429);
  });

  it('throttles code guesses per address', async () => {
    const ip = randomAddress();
    const limit = t.app.throttleLimits.codeGuessesPerAddress.limit;
    for (let i = 0; i < limit; i += 1) {
      expect((await reset(`guess${i}@example.in`, '000000', 'new-password', ip)).statusCode).toBe(
        400,
      );
    }
    const refused = await reset('guess@example.in', '000000', 'new-password', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ACCOUNT_MSG.tooManyCodeGuesses);
  });

  it('gives the admin account no code (its password is the configuration)', async () => {
    const before = await t.app.db.select().from(accountCodes);
    expect((await forgot('admin@fitthali.test')).json().message).toBe(ACCOUNT_MSG.resetCodeSent);
    expect(await t.app.db.select().from(accountCodes)).toHaveLength(before.length);
  });
});
