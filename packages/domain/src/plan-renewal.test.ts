import { describe, expect, it } from 'vitest';
import { RENEWAL_LABEL, renewalOffer, renewStartDate } from './plan-renewal.ts';

describe('which plans offer Renew (decisions 78 and 143)', () => {
  it('a completed plan does, a cancelled, unpaid or expired one does not', () => {
    expect(renewalOffer({ state: 'completed' })).toBe('renew');
    expect(renewalOffer({ state: 'cancelled' })).toBeNull();
    expect(renewalOffer({ state: 'pending' })).toBeNull();
    expect(renewalOffer({ state: 'expired' })).toBeNull();
  });

  it('a running or paused plan does at any point of its life, not only in its last week', () => {
    expect(renewalOffer({ state: 'active' })).toBe('renew');
    expect(renewalOffer({ state: 'paused' })).toBe('renew');
  });

  it('a trial offers a full plan instead: there is one trial per phone number', () => {
    expect(renewalOffer({ state: 'completed', isTrial: true })).toBe('fullPlan');
    expect(renewalOffer({ state: 'active', isTrial: true })).toBe('fullPlan');
    expect(renewalOffer({ state: 'cancelled', isTrial: true })).toBeNull();
    expect(RENEWAL_LABEL.fullPlan).toBe('Continue with a full plan');
  });
});

describe("a renewed plan's start date", () => {
  const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

  it('is the first of its weekdays after its last delivery', () => {
    // 2026-03-13 is a Friday: Mon/Wed/Fri continues on Monday the 16th.
    expect(renewStartDate('2026-03-13', ['Monday', 'Wednesday', 'Friday'], '2026-03-11')).toBe(
      '2026-03-16',
    );
    expect(renewStartDate('2026-03-13', everyDay, '2026-03-11')).toBe('2026-03-14');
    // Across a month's end.
    expect(renewStartDate('2026-02-28', everyDay, '2026-02-20')).toBe('2026-03-01');
  });

  it('is the first of its weekdays from the earliest start when that day has passed', () => {
    // Last delivery long ago; the earliest start is Wednesday 2026-03-11.
    expect(renewStartDate('2026-01-02', ['Monday', 'Wednesday', 'Friday'], '2026-03-11')).toBe(
      '2026-03-11',
    );
    expect(renewStartDate('2026-01-02', ['Thursday'], '2026-03-11')).toBe('2026-03-12');
    // Ends today: tomorrow is too soon when the earliest start is the day after.
    expect(renewStartDate('2026-03-10', everyDay, '2026-03-12')).toBe('2026-03-12');
  });

  it('reads stored weekday lists in any accepted spelling', () => {
    expect(renewStartDate('2026-03-13', 'mon,wed', '2026-03-11')).toBe('2026-03-16');
  });
});
