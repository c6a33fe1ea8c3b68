import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  creditExpiresAt,
  creditsToApply,
  DEFAULT_CREDIT_EXPIRY_DAYS,
  lotIsLive,
  mostCreditsFor,
  spendOrder,
} from './meal-credits.ts';

const now = new Date('2026-03-10T06:00:00Z');
const lot = (id: string, value: number, expiresAt: string) => ({ id, value, expiresAt });
const lots = [
  lot('c', 249, '2026-05-01T00:00:00Z'),
  lot('a', 235, '2026-04-01T00:00:00Z'),
  lot('b', 183, '2026-04-15T00:00:00Z'),
  lot('old', 500, '2026-03-01T00:00:00Z'),
];

describe('expiry', () => {
  it('lasts 90 days from the earning by default', () => {
    expect(creditExpiresAt(now, DEFAULT_CREDIT_EXPIRY_DAYS).toISOString()).toBe(
      '2026-06-08T06:00:00.000Z',
    );
  });

  it('stops counting at the instant of expiry, not a moment later', () => {
    const at = '2026-03-10T06:00:00.000Z';
    expect(lotIsLive({ expiresAt: at }, new Date(now.getTime() - 1))).toBe(true);
    expect(lotIsLive({ expiresAt: at }, now)).toBe(false);
    expect(lotIsLive({ expiresAt: new Date(at) }, now)).toBe(false);
  });

  it('leaves an expired lot out of the balance before any job has written its entry', () => {
    expect(balanceOf(lots, now)).toEqual({ meals: 3, value: 249 + 235 + 183 });
  });
});

describe('spending', () => {
  it('spends the oldest-expiring lot first', () => {
    expect(spendOrder(lots, now).map((l) => l.id)).toEqual(['a', 'b', 'c']);
    const applied = creditsToApply({ lots, requested: 2, meals: 7, total: 5000, now });
    expect(applied.lots.map((l) => l.id)).toEqual(['a', 'b']);
    expect(applied).toMatchObject({ meals: 2, value: 235 + 183 });
  });

  it('never spends more than the balance, the order meals or what was asked', () => {
    expect(creditsToApply({ lots, requested: 10, meals: 7, total: 5000, now }).meals).toBe(3);
    expect(creditsToApply({ lots, requested: 10, meals: 2, total: 5000, now }).meals).toBe(2);
    expect(creditsToApply({ lots, requested: 0, meals: 7, total: 5000, now }).meals).toBe(0);
    expect(creditsToApply({ lots: [], requested: 3, meals: 7, total: 5000, now }).meals).toBe(0);
  });

  it('stops before a lot that would take the total below 0', () => {
    // 235 + 183 = 418 fits 500; the next (249) would not.
    const applied = creditsToApply({ lots, requested: 3, meals: 7, total: 500, now });
    expect(applied).toMatchObject({ meals: 2, value: 418 });
    expect(creditsToApply({ lots, requested: 3, meals: 7, total: 418, now }).value).toBe(418);
    expect(creditsToApply({ lots, requested: 3, meals: 7, total: 100, now }).meals).toBe(0);
  });

  it('offers as many as would apply', () => {
    expect(mostCreditsFor({ lots, meals: 7, total: 5000, now })).toBe(3);
    expect(mostCreditsFor({ lots, meals: 7, total: 500, now })).toBe(2);
  });

  it('picks the same lots whatever order they arrive in (ties by id)', () => {
    const tied = [lot('y', 10, '2026-04-01T00:00:00Z'), lot('x', 20, '2026-04-01T00:00:00Z')];
    expect(creditsToApply({ lots: tied, requested: 1, meals: 1, total: 99, now }).lots[0]?.id).toBe(
      'x',
    );
  });
});
