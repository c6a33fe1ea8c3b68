import { expect, vi } from 'vitest';
import { randomAddress } from '../../factories/users.ts';
import type { SmtpInbox } from '../../fakes/smtp-inbox.ts';
import type { ClockedApp } from '../../helpers/clocked-app.ts';
import { messagedTestApp } from '../../helpers/messaged-app.ts';

/** A clocked test app whose messages go to a local SMTP inbox and a fake WhatsApp. */
export function recoveryTestApp() {
  const { t, fakes: stand } = messagedTestApp();
  type Options = Parameters<typeof post>[3];
  return {
    t,
    stand,
    /** A JSON request to this app (see `post`). */
    send: (url: string, payload: object, options?: Options) => post(t, url, payload, options),
    login: (identifier: string, password: string) =>
      post(t, '/api/auth/login', { identifier, password }),
  };
}

const CODE = /\b(\d{6}) is your code to /;

/** The code in the newest code email to `email`, waiting for it to arrive. */
export async function codeMailedTo(smtp: SmtpInbox, email: string, after = 0): Promise<string> {
  return vi.waitFor(
    () => {
      const mail = smtp.mails.filter((m) => m.to.includes(email) && CODE.test(m.text)).at(after);
      const code = mail?.text.match(CODE)?.[1];
      if (!code) throw new Error(`no code mailed to ${email} yet`);
      return code;
    },
    { timeout: 5_000, interval: 20 },
  );
}

/** A JSON request from `ip` (a fresh address unless told), with a bearer token when given. */
export function post(
  t: ClockedApp,
  url: string,
  payload: object,
  options: { token?: string; ip?: string; method?: 'POST' | 'PUT' } = {},
) {
  return t.app.inject({
    method: options.method ?? 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? randomAddress(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

/** A request with a token the server must refuse as ended. */
export async function expectEnded(t: ClockedApp, token: string) {
  const res = await t.call('GET', '/api/user/profile', token);
  expect(res.statusCode).toBe(401);
}

/** The customer turns WhatsApp messages on. */
export async function turnOnWhatsApp(t: ClockedApp, token: string) {
  const res = await t.call('PUT', '/api/user/notification-preferences', token, {
    email: true,
    whatsapp: true,
    reminders: true,
  });
  expect(res.statusCode).toBe(200);
}
