import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONFIRM_DURATION,
  DEFAULT_PLAN_PAGE_DURATION,
  DURATIONS,
  durationForCustomDayCount,
  durationLabel,
  isDuration,
  parseDurationLabel,
  TRIAL_DURATION,
} from './durations.ts';

describe('durations (§9)', () => {
  it('are 3, 7, 21 and 28 days; 3 is the trial', () => {
    expect(DURATIONS).toEqual([3, 7, 21, 28]);
    expect(TRIAL_DURATION).toBe(3);
  });

  it('default to 7 days on plan pages and 21 on the confirm page', () => {
    expect(DEFAULT_PLAN_PAGE_DURATION).toBe(7);
    expect(DEFAULT_CONFIRM_DURATION).toBe(21);
  });

  it('isDuration accepts only the four lengths', () => {
    for (const days of DURATIONS) expect(isDuration(days)).toBe(true);
    for (const other of [0, 5, 14, 30, '7', undefined]) expect(isDuration(other)).toBe(false);
  });
});

describe('durationLabel', () => {
  it.each([
    [3, '3 Days'],
    [7, '7 Days'],
    [21, '21 Days'],
    [28, '28 Days'],
  ] as const)('%i → %s', (days, label) => {
    expect(durationLabel(days)).toBe(label);
  });

  it('round-trips through parseDurationLabel', () => {
    for (const days of DURATIONS) expect(parseDurationLabel(durationLabel(days))).toBe(days);
  });
});

describe('parseDurationLabel', () => {
  it.each([
    ['7 Days', 7],
    ['7 day', 7],
    ['7 Day Plan', 7],
    [' 21 days ', 21],
    ['3 Day Trial', 3],
    ['28DAYS', 28],
    ['3-day', 3],
  ])('reads %j as %i', (label, days) => {
    expect(parseDurationLabel(label)).toBe(days);
  });

  it.each(['', '7', '5 Days', '14 days', 'seven days', 'Days 7', '7 weeks', '7 Days please'])(
    'rejects %j',
    (label) => {
      expect(parseDurationLabel(label)).toBeUndefined();
    },
  );

  it('rejects a non-string at run time', () => {
    expect(parseDurationLabel(7 as unknown as string)).toBeUndefined();
  });
});

describe('durationForCustomDayCount (§4 plan page rule)', () => {
  it('maps 3 → 3, 5 → 7 and 7 → 21 picked weekdays', () => {
    expect(durationForCustomDayCount(3)).toBe(3);
    expect(durationForCustomDayCount(5)).toBe(7);
    expect(durationForCustomDayCount(7)).toBe(21);
  });

  it.each([0, 1, 2, 4, 6, 8])('leaves %i picked days alone', (count) => {
    expect(durationForCustomDayCount(count)).toBeUndefined();
  });
});
