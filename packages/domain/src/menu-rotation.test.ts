import { describe, expect, it } from 'vitest';
import {
  copyWeekForward,
  fillFromRotation,
  mondayOf,
  type Rotation,
  rotationChoiceFor,
} from './menu-rotation.ts';

const choice = (dishId: string) => ({ dishId, alternatives: [] });
/** Week w's weekday d serves `w<w>d<d>`. */
const twoWeeks: Rotation = {
  startDate: '2026-11-04', // a Wednesday: the cycle starts on its Monday, 2 November
  weeks: 2,
  days: [0, 1].map((w) => [0, 1, 2, 3, 4, 5, 6].map((d) => choice(`w${w}d${d}`))),
};

describe('a weekly rotation', () => {
  it('starts its first week on the Monday of its start date', () => {
    expect(mondayOf('2026-11-04')).toBe('2026-11-02');
    expect(mondayOf('2026-11-08')).toBe('2026-11-02'); // a Sunday ends the week
    expect(rotationChoiceFor(twoWeeks, '2026-11-02')?.dishId).toBe('w0d1');
    expect(rotationChoiceFor(twoWeeks, '2026-11-01')).toBeUndefined();
  });

  it('repeats its weeks in turn', () => {
    expect(rotationChoiceFor(twoWeeks, '2026-11-09')?.dishId).toBe('w1d1');
    expect(rotationChoiceFor(twoWeeks, '2026-11-16')?.dishId).toBe('w0d1');
    expect(rotationChoiceFor(twoWeeks, '2026-11-29')?.dishId).toBe('w1d0');
  });

  it('runs across a month end and a year end by weeks, not by dates', () => {
    expect(rotationChoiceFor(twoWeeks, '2026-12-01')?.dishId).toBe('w0d2');
    expect(rotationChoiceFor(twoWeeks, '2027-01-01')?.dishId).toBe(
      rotationChoiceFor(twoWeeks, '2026-12-18')?.dishId,
    );
  });

  it('fills a range but for the dates set by hand, and leaves empty days empty', () => {
    const sparse: Rotation = {
      startDate: '2026-11-30',
      weeks: 1,
      days: [[null, choice('mon'), null, null, null, null, null]],
    };
    expect(fillFromRotation(sparse, '2026-11-30', '2026-12-14', new Set(['2026-12-07']))).toEqual([
      { date: '2026-11-30', dishId: 'mon', alternatives: [] },
      { date: '2026-12-14', dishId: 'mon', alternatives: [] },
    ]);
  });

  it('copies a week onto the next', () => {
    expect(copyWeekForward([{ date: '2026-11-30', dishId: 'a', alternatives: ['b'] }])).toEqual([
      { date: '2026-12-07', dishId: 'a', alternatives: ['b'] },
    ]);
  });
});
