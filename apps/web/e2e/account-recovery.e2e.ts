// Issue 15 point 3: a customer who forgot the password gets a code by email and is signed in with
// a new password; on the profile, a customer changes the password and the email (after a code sent
// to the new address), and the sessions elsewhere end.
//
// This file runs a server of its own whose email goes to a stand-in SMTP server in this process,
// so the journey reads the code from the message the customer would get.

import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SmtpInbox, startSmtpInbox } from '../../server/test/fakes/smtp-inbox.ts';
import { newCustomer, signInPage } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { seededServer } from './support/seeded-server.ts';

let smtp: SmtpInbox | undefined;
beforeAll(async () => {
  smtp = await startSmtpInbox();
});
afterAll(async () => {
  await smtp?.close();
});

const own = seededServer(
  'account-recovery',
  async () => {},
  () => ({ SMTP_URL: smtp?.url ?? '', MAIL_FROM: 'FitThali <care@fitthali.test>' }),
);

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
type Session = { token: string; user: Record<string, unknown> };

async function signUp() {
  const customer = newCustomer('Rekha Sahoo');
  const session = await own.api<Session>('/api/auth/signup', undefined, post(customer));
  return { customer, session };
}

const CODE = /\b(\d{6}) is your code to /;

/** The code in the latest code email to `email`, once it has arrived. */
function codeMailedTo(email: string, count = 1): Promise<string> {
  return vi.waitFor(
    () => {
      const mails = (smtp?.mails ?? []).filter((m) => m.to.includes(email) && CODE.test(m.text));
      const code = mails.length >= count ? mails.at(-1)?.text.match(CODE)?.[1] : undefined;
      if (!code) throw new Error(`no code mailed to ${email} yet`);
      return code;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** Whether a token still opens the profile. */
async function tokenWorks(token: string): Promise<boolean> {
  try {
    await own.api('/api/user/profile', token);
    return true;
  } catch {
    return false;
  }
}

function accountForm(page: Page, title: string) {
  return page.getByRole('form', { name: title });
}

describe('account recovery (issue 15 point 3)', () => {
  it('forgot password: a code by email, a new password, and the customer is signed in', async () => {
    const { customer, session } = await signUp();
    const page = await own.page();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Phone or Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByText(ACCOUNT_MSG.resetCodeSent).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const code = await codeMailedTo(customer.email);
    await page.getByLabel('6-digit code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { name: `Welcome, ${customer.name}` }).waitFor();

    // The session from before the reset has ended; the new password signs in.
    expect(await tokenWorks(session.token)).toBe(false);
    const again = await own.api<Session>(
      '/api/auth/login',
      undefined,
      post({ identifier: customer.email, password: 'a-brand-new-pass' }),
    );
    expect(await tokenWorks(again.token)).toBe(true);
    await page.context().close();
  });

  it('the profile changes the password and the email, ending the other sessions', async () => {
    const { customer, session } = await signUp();
    const elsewhere = await own.api<Session>(
      '/api/auth/login',
      undefined,
      post({ identifier: customer.email, password: customer.password }),
    );
    const page = await own.page();
    await signInPage(page, session, '/profile');
    await page.goto('/profile');

    const password = accountForm(page, 'Change password');
    await password.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await password.getByLabel('Current password').fill(customer.password);
    await password.getByLabel('New password').fill('changed-on-profile');
    await password.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(ACCOUNT_MSG.passwordChanged).first().waitFor();
    expect(await tokenWorks(elsewhere.token)).toBe(false);

    // This browser kept its session: the profile still loads after a reload.
    await page.reload();
    await page.getByRole('heading', { name: `Welcome, ${customer.name}` }).waitFor();

    const newEmail = newCustomer().email;
    const contact = accountForm(page, 'Email or phone');
    await contact.getByLabel('New email').fill(newEmail);
    await contact.getByLabel('Your password').fill('changed-on-profile');
    await contact.getByRole('button', { name: 'Send code' }).click();
    await contact.getByText(ACCOUNT_MSG.emailCodeSent(newEmail)).waitFor();
    const code = await codeMailedTo(newEmail);
    await contact.getByLabel('6-digit code').fill(code);
    await contact.getByRole('button', { name: 'Confirm change' }).click();
    await page.getByText(ACCOUNT_MSG.emailChanged).first().waitFor();
    await page.locator('.profile-hero__contact').getByText(newEmail).waitFor();

    const signedIn = await own.api<Session>(
      '/api/auth/login',
      undefined,
      post({ identifier: newEmail, password: 'changed-on-profile' }),
    );
    expect(signedIn.user.email).toBe(newEmail);
    await page.context().close();
  });
});
