import { describe, expect, it } from 'vitest';
import { cancelledPlanText, deliveredText, planProgress, remainingText } from './plan-progress.ts';

describe("the profile's Meal Progress (decision 77)", () => {
  it('right after buying 42 meals reads none delivered and all 42 to come', () => {
    const progress = planProgress([
      { bought: 42, delivered: 0, remaining: 42, endDate: '2026-04-01' },
    ]);
    expect(progress).toMatchObject({ bought: 42, delivered: 0, remaining: 42, percent: 0 });
    expect(deliveredText(progress)).toBe('0 of 42 meals delivered');
    expect(remainingText(progress.remaining)).toBe('42 meals to come');
  });

  it('adds the running plans together and ends with the last of them', () => {
    const progress = planProgress([
      { bought: 42, delivered: 21, remaining: 21, endDate: '2026-04-01' },
      { bought: 7, delivered: 1, remaining: 6, endDate: '2026-04-09' },
      { bought: 14, delivered: 13, remaining: 0, endDate: '2026-03-20' },
    ]);
    expect(progress).toEqual({
      bought: 63,
      delivered: 35,
      remaining: 27,
      endDate: '2026-04-09',
      percent: 55,
      plans: 3,
    });
  });

  it('shows 100 only when every meal is in, and 0 with nothing running', () => {
    expect(
      planProgress([{ bought: 200, delivered: 199, remaining: 1, endDate: null }]).percent,
    ).toBe(99);
    expect(planProgress([{ bought: 7, delivered: 7, remaining: 0, endDate: null }]).percent).toBe(
      100,
    );
    expect(planProgress([])).toMatchObject({ bought: 0, percent: 0, endDate: null, plans: 0 });
    expect(remainingText(1)).toBe('1 meal to come');
    expect(deliveredText({ bought: 1, delivered: 0 })).toBe('0 of 1 meal delivered');
  });
});

describe('a cancelled plan on the profile (issue 25, decision 152)', () => {
  it('ends on its last meal still coming or delivered, never the last day it was bought for', () => {
    expect(cancelledPlanText({ delivered: 2, remaining: 3 }, '2026-01-21')).toBe(
      '2 meals delivered · 3 meals still coming, the last on Wed, 21 Jan',
    );
    expect(cancelledPlanText({ delivered: 0, remaining: 1 }, '2026-01-21')).toBe(
      '1 meal still coming, the last on Wed, 21 Jan',
    );
    expect(cancelledPlanText({ delivered: 5, remaining: 0 }, '2026-01-20')).toBe(
      '5 meals delivered · last meal Tue, 20 Jan',
    );
    // Only missed meals: still the day of the last one.
    expect(cancelledPlanText({ delivered: 0, remaining: 0 }, '2026-01-20')).toBe(
      'Last meal Tue, 20 Jan',
    );
    expect(cancelledPlanText({ delivered: 0, remaining: 0 }, null)).toBe(
      'Cancelled before its first meal',
    );
  });
});
