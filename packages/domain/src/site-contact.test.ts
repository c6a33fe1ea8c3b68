import { describe, expect, it } from 'vitest';
import {
  isInternationalPhone,
  PLACEHOLDER_CONTACT,
  parseSiteContact,
  telHref,
  whatsappUrl,
} from './site-contact.ts';

describe('contact links', () => {
  it('turns a readable number into tel: and wa.me links', () => {
    expect(telHref('+91 90000 00000')).toBe('tel:+919000000000');
    expect(whatsappUrl('+91 90000 00000')).toBe('https://wa.me/919000000000');
    expect(telHref('+91 (674) 255-1234')).toBe('tel:+916742551234');
  });
});

describe('isInternationalPhone', () => {
  it.each([
    ['+91 90000 00000', true],
    ['+919876543210', true],
    ['+91 (674) 255-1234', true],
    ['98765 43210', false], // no country code: wa.me cannot use it
    ['+91 9876', false],
    ['+1234567890123456', false],
    ['+91 98765 4321x', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isInternationalPhone(value)).toBe(expected);
  });
});

describe('parseSiteContact', () => {
  it('accepts a complete, well-formed value', () => {
    expect(parseSiteContact({ ...PLACEHOLDER_CONTACT })).toEqual(PLACEHOLDER_CONTACT);
  });

  it.each([
    null,
    'text',
    {},
    { ...PLACEHOLDER_CONTACT, phone: 42 },
    { ...PLACEHOLDER_CONTACT, whatsapp: '12345' },
    { ...PLACEHOLDER_CONTACT, email: 'nobody' },
  ])('refuses %o', (value) => {
    expect(parseSiteContact(value)).toBeNull();
  });
});
