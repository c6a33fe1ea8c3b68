import { PLACEHOLDER_CONTACT } from '@fitthali/domain/site-contact';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('contact details from the environment', () => {
  it('fall back to the development placeholders, every one flagged', () => {
    const config = loadConfig({});
    expect(config.contact).toEqual(PLACEHOLDER_CONTACT);
    expect(config.contactPlaceholders).toEqual([
      'SUPPORT_PHONE',
      'SUPPORT_WHATSAPP',
      'SUPPORT_EMAIL',
    ]);
  });

  it('take SUPPORT_PHONE, SUPPORT_WHATSAPP and SUPPORT_EMAIL', () => {
    const config = loadConfig({
      SUPPORT_PHONE: '+91 98610 12345',
      SUPPORT_WHATSAPP: '+91 70080 54321',
      SUPPORT_EMAIL: 'care@fitthali.in',
    });
    expect(config.contact).toEqual({
      phone: '+91 98610 12345',
      whatsapp: '+91 70080 54321',
      email: 'care@fitthali.in',
    });
    expect(config.contactPlaceholders).toEqual([]);
  });

  it('use the phone number for WhatsApp when only the phone is set', () => {
    const config = loadConfig({ SUPPORT_PHONE: '+91 98610 12345' });
    expect(config.contact?.whatsapp).toBe('+91 98610 12345');
    expect(config.contactPlaceholders).toEqual(['SUPPORT_EMAIL']);
  });

  it('flag a number that is still the placeholder, however it is written', () => {
    const config = loadConfig({ SUPPORT_PHONE: '+919000000000', SUPPORT_EMAIL: 'a@b.in' });
    expect(config.contactPlaceholders).toEqual(['SUPPORT_PHONE', 'SUPPORT_WHATSAPP']);
  });

  it.each([
    [{ SUPPORT_PHONE: '98610 12345' }, 'SUPPORT_PHONE'],
    [{ SUPPORT_WHATSAPP: 'https://wa.me/919861012345' }, 'SUPPORT_WHATSAPP'],
    [{ SUPPORT_EMAIL: 'care-at-fitthali' }, 'SUPPORT_EMAIL'],
  ])('refuse %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^\\s+${name}:`, 'm'));
  });

  it('start in production with placeholders (the start-up log says so loudly)', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) });
    expect(config.contactPlaceholders).toHaveLength(3);
  });
});
