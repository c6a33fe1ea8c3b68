import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('notification settings (issue 15, decision 115)', () => {
  it('writes both channels to the log when nothing is set', () => {
    expect(loadConfig({ PORT: '4000' }).notifications).toEqual({
      publicUrl: 'http://localhost:4000',
      smtp: undefined,
      whatsapp: undefined,
    });
  });

  it('reads SMTP and the WhatsApp Cloud API when set', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://fitthali.com',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'FitThali <orders@fitthali.com>',
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_ID: '123',
    });
    expect(config.notifications).toEqual({
      publicUrl: 'https://fitthali.com',
      smtp: {
        url: 'smtps://user:pass@mail.example.com:465',
        from: 'FitThali <orders@fitthali.com>',
      },
      whatsapp: {
        token: 'token',
        phoneId: '123',
        apiUrl: 'https://graph.facebook.com',
        apiVersion: 'v21.0',
        language: 'en',
      },
    });
  });

  it('refuses half a setting, naming what is missing', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://localhost:25' })).toThrow(
      /MAIL_FROM: is required with SMTP_URL/,
    );
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'token' })).toThrow(
      /WHATSAPP_PHONE_ID: WHATSAPP_TOKEN and WHATSAPP_PHONE_ID must be set together/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
});
