import { describe, expect, it } from 'vitest';
import { canRenew, RENEW_WINDOW_DAYS, renewStartDate } from './plan-renewal.ts';

describe('which plans offer Renew (decision 78)', () => {
  const today = '2026-03-10';
  it('a completed plan does, a cancelled or unpaid one does not', () => {
    expect(canRenew({ state: 'completed', endDate: '2026-02-01' }, today)).toBe(true);
    expect(canRenew({ state: 'cancelled', endDate: '2026-03-11' }, today)).toBe(false);
    expect(canRenew({ state: 'pending', endDate: '2026-03-11' }, today)).toBe(false);
    expect(canRenew({ state: 'expired', endDate: null }, today)).toBe(false);
  });

  it(`a running plan does once its last delivery is ${RENEW_WINDOW_DAYS} days away or fewer`, () => {
    expect(canRenew({ state: 'active', endDate: '2026-03-17' }, today)).toBe(true);
    expect(canRenew({ state: 'active', endDate: '2026-03-18' }, today)).toBe(false);
    expect(canRenew({ state: 'paused', endDate: '2026-03-12' }, today)).toBe(true);
    expect(canRenew({ state: 'active', endDate: null }, today)).toBe(false);
  });

  it('a trial does not: there is one per phone number', () => {
    expect(canRenew({ state: 'completed', endDate: '2026-03-01', isTrial: true }, today)).toBe(
      false,
    );
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
