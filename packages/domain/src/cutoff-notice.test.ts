import { describe, expect, it } from 'vitest';
import { cancellationOutcome } from './cancellation.ts';
import { cutoffHoursOf } from './cut-off.ts';
import {
  DEFAULT_CUTOFF_HOURS_BY_SLOT,
  noticeBefore,
  noticeSwaps,
  pauseOrCancelSentence,
  readCutoffHours,
  siteNotice,
} from './cutoff-notice.ts';
import { canChangeAt, type DeliverySettings, windowOpensAt } from './delivery-settings.ts';

describe('the storefront’s cut-off sentences (issue 13 point 2)', () => {
  it('say the policy pages’ words at the default 24 hours', () => {
    expect(pauseOrCancelSentence(DEFAULT_CUTOFF_HOURS_BY_SLOT)).toBe(
      'Pause or cancel with 24 hours notice.',
    );
    expect(
      noticeBefore(DEFAULT_CUTOFF_HOURS_BY_SLOT, 'your first meal’s delivery window opens'),
    ).toBe('at least 24 hours before your first meal’s delivery window opens');
  });

  it('quote one figure when the slots agree, and 1 hour in the singular', () => {
    expect(noticeBefore({ Lunch: 48, Dinner: 48 }, 'your next delivery')).toBe(
      'at least 48 hours before your next delivery',
    );
    expect(pauseOrCancelSentence({ Lunch: 1, Dinner: 1 })).toBe(
      'Pause or cancel with 1 hour notice.',
    );
  });

  it('say each slot’s figure when they differ, lunch first', () => {
    expect(pauseOrCancelSentence({ Lunch: 24, Dinner: 12 })).toBe(
      'Pause or cancel up to 24 hours before a lunch, 12 hours before a dinner.',
    );
    expect(noticeBefore({ Lunch: 24, Dinner: 12 }, 'the delivery')).toBe(
      'at least 24 hours before the delivery for a lunch and 12 hours for a dinner',
    );
  });

  it('pair every built phrase with its configured wording, longest first', () => {
    const swaps = noticeSwaps({ Lunch: 36, Dinner: 36 });
    expect(swaps).toContainEqual([
      'at least 24 hours before your next delivery',
      'at least 36 hours before your next delivery',
    ]);
    expect(swaps).toContainEqual([
      'Pause or cancel with 24 hours notice.',
      'Pause or cancel with 36 hours notice.',
    ]);
    const lengths = swaps.map(([built]) => built.length);
    expect([...lengths].sort((a, b) => b - a)).toEqual(lengths);
    // No built phrase hides inside another, so the order of the swaps cannot matter.
    for (const [a] of swaps) {
      for (const [b] of swaps) if (a !== b) expect(b.includes(a)).toBe(false);
    }
  });

  it('read the figures from a page’s site-config block, or nothing when malformed', () => {
    const block = { contact: {}, ...siteNotice({ Lunch: 24, Dinner: 12 }) };
    expect(readCutoffHours(block)).toEqual({ Lunch: 24, Dinner: 12 });
    expect(block.pauseOrCancel).toBe(
      'Pause or cancel up to 24 hours before a lunch, 12 hours before a dinner.',
    );
    expect(readCutoffHours({ contact: {} })).toBeNull();
    expect(readCutoffHours({ cutoffHours: { Lunch: '24', Dinner: 12 } })).toBeNull();
    expect(readCutoffHours({ cutoffHours: null })).toBeNull();
  });
});

describe('the refund policy’s notice is the rule the cancellation applies (issue 25 point 7)', () => {
  // An operator's settings: lunch opens at 13:00 with 36 hours' notice.
  const settings: DeliverySettings = [
    { slot: 'Lunch', start: '13:00', end: '14:30', cutoffHours: 36 },
    { slot: 'Dinner', start: '19:30', end: '21:00', cutoffHours: 36 },
  ];
  const start = '2026-02-10';
  const order = {
    isTrial: false,
    soldFor: 747,
    moneyIn: 747,
    refunded: 0,
    creditsSpent: 0,
    creditsValue: 0,
  };
  const ruleAt = (now: Date) =>
    cancellationOutcome(
      order,
      ['2026-02-10', '2026-02-11', '2026-02-12'].map((date) => ({
        id: date,
        status: 'scheduled' as const,
        changeable: canChangeAt(date, 'Lunch', now, settings),
      })),
    ).rule;

  it('quotes the settings’ hours before the first meal’s window, where a full refund ends', () => {
    expect(noticeBefore(cutoffHoursOf(settings), 'your first meal’s delivery window opens')).toBe(
      'at least 36 hours before your first meal’s delivery window opens',
    );
    const opens = windowOpensAt(start, 'Lunch', settings).getTime();
    const notice = cutoffHoursOf(settings).Lunch * 3_600_000;
    expect(ruleAt(new Date(opens - notice - 60_000))).toBe('before-start');
    expect(ruleAt(new Date(opens - notice + 60_000))).toBe('after-start');
    // Not 36 hours before the start date's midnight: that moment is still a full refund.
    const midnight = new Date(`${start}T00:00:00+05:30`).getTime();
    expect(ruleAt(new Date(midnight - notice + 60_000))).toBe('before-start');
  });
});
