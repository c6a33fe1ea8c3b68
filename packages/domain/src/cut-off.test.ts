import { describe, expect, it } from 'vitest';
import {
  cutOffFor,
  cutoffHoursOf,
  earliestStartDate,
  firstMeal,
  isBeforeCutOff,
  mealStartsAt,
  mealsRemaining,
  startDateProblem,
  startNoticeHours,
  unusedMealsAmount,
} from './cut-off.ts';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from './delivery-settings.ts';
import { MSG } from './messages.ts';

// Instants written in India time, as the kitchen thinks of them.
const at = (india: string) => new Date(`${india}+05:30`);

const withCutoffs = (lunch: number, dinner: number): DeliverySettings => [
  { slot: 'Lunch', start: '12:30', end: '14:00', cutoffHours: lunch },
  { slot: 'Dinner', start: '19:30', end: '21:00', cutoffHours: dinner },
];

describe('the kitchen cut-off (issue 11 point 3: 24 hours before the slot)', () => {
  it('opens lunch at 12:30 and dinner at 19:30 India time', () => {
    expect(mealStartsAt('2026-11-26', 'Lunch').toISOString()).toBe('2026-11-26T07:00:00.000Z');
    expect(mealStartsAt('2026-11-26', 'Dinner').toISOString()).toBe('2026-11-26T14:00:00.000Z');
    expect(cutOffFor('2026-11-26', 'Lunch').toISOString()).toBe('2026-11-25T07:00:00.000Z');
  });

  it('refuses today’s lunch at 06:04, the order the issue saw accepted', () => {
    const now = at('2026-11-25T06:04:00');
    expect(isBeforeCutOff('2026-11-25', 'Lunch', now)).toBe(false);
    expect(startDateProblem('2026-11-25', 'Lunch', now)).toBe(
      "The kitchen needs 24 hours' notice before the first meal. The earliest start date now is Thu, 26 Nov.",
    );
  });

  it('accepts tomorrow’s lunch until 12:29 today and moves to the day after at 12:30', () => {
    expect(earliestStartDate('Lunch', at('2026-11-25T12:29:59'))).toBe('2026-11-26');
    expect(earliestStartDate('Lunch', at('2026-11-25T12:30:00'))).toBe('2026-11-27');
    expect(startDateProblem('2026-11-26', 'Lunch', at('2026-11-25T12:29:59'))).toBeNull();
  });

  it('gives dinner until 19:30 the day before; Lunch + Dinner starts with lunch', () => {
    const evening = at('2026-11-25T15:00:00');
    expect(earliestStartDate('Dinner', evening)).toBe('2026-11-26');
    expect(earliestStartDate('Lunch', evening)).toBe('2026-11-27');
    expect(earliestStartDate('Lunch + Dinner', evening)).toBe('2026-11-27');
    expect(firstMeal('Lunch + Dinner')).toBe('Lunch');
  });

  it('follows a different notice period', () => {
    expect(earliestStartDate('Lunch', at('2026-11-25T06:04:00'), withCutoffs(2, 2))).toBe(
      '2026-11-25',
    );
    expect(earliestStartDate('Lunch', at('2026-11-25T06:04:00'), withCutoffs(48, 48))).toBe(
      '2026-11-27',
    );
  });

  it('keeps the past, invalid and too-far rules', () => {
    const now = at('2026-11-25T06:04:00');
    expect(startDateProblem('2026-11-24', 'Lunch', now)).toBe(MSG.startDateInPast);
    expect(startDateProblem('2026-02-30', 'Lunch', now)).toBe(MSG.invalidStartDate);
    expect(startDateProblem('2027-01-24', 'Lunch', now)).toBeNull();
    expect(startDateProblem('2027-01-25', 'Lunch', now)).toBe(MSG.startDateTooFar);
  });
});

describe('a new order’s start under the operator’s settings (issue 13 point 2)', () => {
  const fortyEight = withCutoffs(48, 48);

  it('needs 48 hours: open the minute before the cut-off, closed at it', () => {
    // Lunch on Fri 27 Nov opens at 12:30; 48 hours before is Wed 25 Nov, 12:30.
    expect(earliestStartDate('Lunch', at('2026-11-25T12:29:00'), fortyEight)).toBe('2026-11-27');
    expect(startDateProblem('2026-11-27', 'Lunch', at('2026-11-25T12:29:00'), fortyEight)).toBe(
      null,
    );
    expect(earliestStartDate('Lunch', at('2026-11-25T12:30:00'), fortyEight)).toBe('2026-11-28');
    expect(startDateProblem('2026-11-27', 'Lunch', at('2026-11-25T12:30:00'), fortyEight)).toBe(
      "The kitchen needs 48 hours' notice before the first meal. The earliest start date now is Sat, 28 Nov.",
    );
  });

  it('uses the configured window, not 12:30', () => {
    const lateLunch: DeliverySettings = [
      { slot: 'Lunch', start: '13:15', end: '14:30', cutoffHours: 24 },
      DEFAULT_DELIVERY_SETTINGS[1] as DeliverySettings[number],
    ];
    expect(earliestStartDate('Lunch', at('2026-11-25T13:14:00'), lateLunch)).toBe('2026-11-26');
    expect(earliestStartDate('Lunch', at('2026-11-25T13:15:00'), lateLunch)).toBe('2026-11-27');
  });

  it('gives each slot its own figure: Dinner 12 hours', () => {
    const shortDinner = withCutoffs(24, 12);
    // Dinner opens 19:30; 12 hours before is 07:30 the same day.
    expect(earliestStartDate('Dinner', at('2026-11-25T07:29:00'), shortDinner)).toBe('2026-11-25');
    expect(earliestStartDate('Dinner', at('2026-11-25T07:30:00'), shortDinner)).toBe('2026-11-26');
    expect(startNoticeHours('Dinner', shortDinner)).toBe(12);
    expect(startNoticeHours('Lunch + Dinner', shortDinner)).toBe(24);
  });

  it('starts Lunch + Dinner only on a day both meals can still be changed', () => {
    // Lunch 12 hours (cut-off 00:30 the same day), Dinner 48 hours (19:30 two days before).
    const longDinner = withCutoffs(12, 48);
    expect(earliestStartDate('Lunch', at('2026-11-25T00:29:00'), longDinner)).toBe('2026-11-25');
    expect(earliestStartDate('Lunch + Dinner', at('2026-11-25T00:29:00'), longDinner)).toBe(
      '2026-11-27',
    );
    expect(startNoticeHours('Lunch + Dinner', longDinner)).toBe(48);
  });

  it('crosses a month end', () => {
    expect(earliestStartDate('Lunch', at('2026-11-30T12:30:00'), fortyEight)).toBe('2026-12-03');
  });

  it('reads the slots’ figures for the storefront', () => {
    expect(cutoffHoursOf(withCutoffs(24, 12))).toEqual({ Lunch: 24, Dinner: 12 });
    expect(cutoffHoursOf(DEFAULT_DELIVERY_SETTINGS)).toEqual({ Lunch: 24, Dinner: 24 });
  });
});

describe('meals still to come (account deletion, issue 11 point 2)', () => {
  const dates = ['2026-11-25', '2026-11-26', '2026-11-27'];

  it('counts the meals whose slot has not begun', () => {
    expect(mealsRemaining(dates, 'Lunch', at('2026-11-25T12:00:00'))).toBe(3);
    expect(mealsRemaining(dates, 'Lunch', at('2026-11-25T12:30:00'))).toBe(2);
    expect(mealsRemaining(dates, 'Lunch + Dinner', at('2026-11-25T15:00:00'))).toBe(5);
    expect(mealsRemaining(dates, 'Dinner', at('2026-11-28T08:00:00'))).toBe(0);
  });

  it('gives the unused share of the price in whole rupees, never more than was paid', () => {
    expect(unusedMealsAmount(1743, 7, 4)).toBe(996);
    expect(unusedMealsAmount(1643, 7, 7)).toBe(1643);
    expect(unusedMealsAmount(1643, 7, 9)).toBe(1643);
    expect(unusedMealsAmount(0, 7, 3)).toBe(0);
  });
});
