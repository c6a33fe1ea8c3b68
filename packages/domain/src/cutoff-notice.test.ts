import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CUTOFF_HOURS_BY_SLOT,
  noticeBefore,
  noticeSwaps,
  pauseOrCancelSentence,
  readCutoffHours,
  siteNotice,
} from './cutoff-notice.ts';

describe('the storefront’s cut-off sentences (issue 13 point 2)', () => {
  it('say the policy pages’ words at the default 24 hours', () => {
    expect(pauseOrCancelSentence(DEFAULT_CUTOFF_HOURS_BY_SLOT)).toBe(
      'Pause or cancel with 24 hours notice.',
    );
    expect(noticeBefore(DEFAULT_CUTOFF_HOURS_BY_SLOT, 'your start date')).toBe(
      'at least 24 hours before your start date',
    );
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
