import { afterAll, beforeAll, expect, vi } from 'vitest';
import { randomAddress } from '../../factories/users.ts';
import type { FakeWhatsApp } from '../../fakes/fake-whatsapp.ts';
import { startFakeWhatsApp } from '../../fakes/fake-whatsapp.ts';
import type { SmtpInbox } from '../../fakes/smtp-inbox.ts';
import { startSmtpInbox } from '../../fakes/smtp-inbox.ts';
import type { ClockedApp } from '../../helpers/clocked-app.ts';
import { clockedTestApp } from '../../helpers/clocked-app.ts';

/** A clocked test app whose messages go to a local SMTP inbox and a fake WhatsApp. */
export function recoveryTestApp() {
  const stand = {} as { smtp: SmtpInbox; whatsapp: FakeWhatsApp };
  beforeAll(async () => {
    stand.smtp = await startSmtpInbox();
    stand.whatsapp = await startFakeWhatsApp();
  });
  afterAll(async () => {
    await stand.smtp?.close();
    await stand.whatsapp?.close();
  });
  const t = clockedTestApp(() => ({
    notifications: {
      publicUrl: 'https://fitthali.test',
      smtp: { url: stand.smtp.url, from: 'FitThali <orders@fitthali.test>' },
      whatsapp: {
        token: stand.whatsapp.token,
        phoneId: stand.whatsapp.phoneId,
        apiUrl: stand.whatsapp.url,
        apiVersion: 'v21.0',
        language: 'en',
      },
    },
  }));
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
