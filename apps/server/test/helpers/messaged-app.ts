import { afterAll, beforeAll } from 'vitest';
import { type FakeWhatsApp, startFakeWhatsApp } from '../fakes/fake-whatsapp.ts';
import { type SmtpInbox, startSmtpInbox } from '../fakes/smtp-inbox.ts';
import { type ClockedApp, clockedTestApp } from './clocked-app.ts';

/** The local SMTP inbox and fake WhatsApp a test file's messages go to. */
export interface MessageFakes {
  readonly smtp: SmtpInbox;
  readonly whatsapp: FakeWhatsApp;
}

/**
 * Starts a local SMTP inbox and a fake WhatsApp for the file in beforeAll and closes them in
 * afterAll. Read them through the returned object inside tests: they exist only once started.
 */
export function messageFakes(): MessageFakes {
  let smtp: SmtpInbox | undefined;
  let whatsapp: FakeWhatsApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
    whatsapp = await startFakeWhatsApp();
  });
  afterAll(async () => {
    await smtp?.close();
    await whatsapp?.close();
  });
  return {
    get smtp() {
      if (!smtp) throw new Error('the SMTP inbox is started in beforeAll');
      return smtp;
    },
    get whatsapp() {
      if (!whatsapp) throw new Error('the fake WhatsApp is started in beforeAll');
      return whatsapp;
    },
  };
}

/**
 * A clocked test app (see `clockedTestApp`) whose emails go to the file's SMTP inbox and whose
 * WhatsApp messages go to the file's fake WhatsApp; the fakes start before the app.
 */
export function messagedTestApp(): { t: ClockedApp; fakes: MessageFakes } {
  const fakes = messageFakes();
  const t = clockedTestApp(() => ({
    notifications: {
      publicUrl: 'https://fitthali.test',
      smtp: { url: fakes.smtp.url, from: 'FitThali <orders@fitthali.test>' },
      whatsapp: {
        token: fakes.whatsapp.token,
        phoneId: fakes.whatsapp.phoneId,
        apiUrl: fakes.whatsapp.url,
        apiVersion: 'v21.0',
        language: 'en',
      },
    },
  }));
  return { t, fakes };
}
