import { describe, expect, it } from 'vitest';
import {
  channelsFor,
  DEFAULT_PREFERENCES,
  indiaTime,
  inQuietHours,
  retryDelayMs,
  sendableAt,
  whatsappNumber,
} from './notifications.ts';

const both = { email: 'a@example.com', phone: '+919876543210' };

describe('quiet hours (21:00–08:00 India time)', () => {
  it('holds from 21:00 until just before 08:00', () => {
    expect(inQuietHours(indiaTime('2026-12-01', 20, 59))).toBe(false);
    expect(inQuietHours(indiaTime('2026-12-01', 21, 0))).toBe(true);
    expect(inQuietHours(indiaTime('2026-12-02', 3, 0))).toBe(true);
    expect(inQuietHours(indiaTime('2026-12-02', 7, 59))).toBe(true);
    expect(inQuietHours(indiaTime('2026-12-02', 8, 0))).toBe(false);
  });

  it('makes a reminder due at 22:30 wait until 08:00 the next morning', () => {
    const due = indiaTime('2026-12-01', 22, 30);
    expect(sendableAt('reminder', due)).toEqual(indiaTime('2026-12-02', 8, 0));
  });

  it('makes a notice due at 02:00 wait until 08:00 that morning', () => {
    const due = indiaTime('2026-12-02', 2, 0);
    expect(sendableAt('notice', due)).toEqual(indiaTime('2026-12-02', 8, 0));
  });

  it('lets a receipt go at once at any hour, and a reminder in the day', () => {
    const night = indiaTime('2026-12-01', 23, 15);
    expect(sendableAt('receipt', night)).toEqual(night);
    const evening = indiaTime('2026-12-01', 19, 0);
    expect(sendableAt('reminder', evening)).toEqual(evening);
  });

  it('reads India time whatever the instant’s UTC date is', () => {
    // 2026-12-01T16:00Z is 21:30 in India.
    expect(inQuietHours(new Date('2026-12-01T16:00:00Z'))).toBe(true);
    expect(indiaTime('2026-12-01', 19, 0).toISOString()).toBe('2026-12-01T13:30:00.000Z');
  });
});

describe('channels', () => {
  it('sends receipts by email even when email is switched off', () => {
    const prefs = { ...DEFAULT_PREFERENCES, email: false };
    expect(channelsFor('order-confirmed', prefs, both)).toEqual(['email']);
    expect(channelsFor('delivery-reminder', prefs, both)).toEqual([]);
  });

  it('uses WhatsApp only with the opt-in and a phone number', () => {
    expect(channelsFor('payment-received', DEFAULT_PREFERENCES, both)).toEqual(['email']);
    const opted = { ...DEFAULT_PREFERENCES, whatsapp: true };
    expect(channelsFor('payment-received', opted, both)).toEqual(['email', 'whatsapp']);
    expect(channelsFor('payment-received', opted, { email: null, phone: null })).toEqual([]);
  });

  it('sends no reminder to a customer who opted out of them, but still the receipts', () => {
    const out = { email: true, whatsapp: true, reminders: false };
    expect(channelsFor('plan-ending', out, both)).toEqual([]);
    expect(channelsFor('credits-expiring', out, both)).toEqual([]);
    expect(channelsFor('refund-issued', out, both)).toEqual(['email', 'whatsapp']);
    expect(channelsFor('missed-delivery-credit', out, both)).toEqual(['email', 'whatsapp']);
  });
});

describe('retry backoff', () => {
  it('doubles from one minute and stops growing at six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 3_600_000);
  });
});

describe('WhatsApp numbers', () => {
  it('puts India’s code before a 10-digit number and keeps a full one', () => {
    expect(whatsappNumber('98765 43210')).toBe('919876543210');
    expect(whatsappNumber('+91 98765 43210')).toBe('919876543210');
  });
});
