import { MONDAY_FIRST } from '@fitthali/domain/weekdays';
import { describe, expect, it } from 'vitest';
import {
  choicesReducer,
  defaultChoices,
  type OrderChoices,
  selectedWeekdays,
  weekdaysText,
} from './order-choices';
import { parseChoices } from './order-draft';

// 2025-03-14 is a Friday.
const FRIDAY = '2025-03-14';
const SUNDAY = 0;
const MONDAY = 1;
const WEDNESDAY = 3;
const FRIDAY_INDEX = 5;

function pick(state: OrderChoices, ...days: number[]): OrderChoices {
  return days.reduce((s, day) => choicesReducer(s, { type: 'toggleDay', day }), state);
}

describe('plan page choices (SPEC §4)', () => {
  it('opens on Veg, Lunch, every day and 7 days', () => {
    expect(defaultChoices('high-protein')).toEqual({
      planId: 'high-protein',
      mealOption: 'Veg',
      slot: 'Lunch',
      duration: 7,
      dayMode: 'all',
      customDays: [],
      trial: false,
    });
    // Monday to Sunday, as the domain lists the week (its own test spells the names out).
    expect(selectedWeekdays(defaultChoices('diabetic'))).toEqual(MONDAY_FIRST);
  });

  it('a 3 day duration forces Custom with 3 consecutive weekdays from the start date', () => {
    const state = choicesReducer(defaultChoices('weightloss'), {
      type: 'duration',
      value: 3,
      startDate: FRIDAY,
    });
    expect(state).toMatchObject({ duration: 3, dayMode: 'custom', trial: true });
    expect(selectedWeekdays(state)).toEqual(['Friday', 'Saturday', 'Sunday']);
  });

  it('the trial follows the start date, wrapping past Saturday', () => {
    const trial = choicesReducer(defaultChoices('custom'), { type: 'trial', startDate: FRIDAY });
    const moved = choicesReducer(trial, { type: 'startDate', startDate: '2025-03-18' });
    expect(selectedWeekdays(moved)).toEqual(['Tuesday', 'Wednesday', 'Thursday']);
    // Days the customer picked are theirs: a new start date leaves them alone.
    const own = pick(defaultChoices('custom'), MONDAY, WEDNESDAY, FRIDAY_INDEX);
    expect(choicesReducer(own, { type: 'startDate', startDate: FRIDAY })).toBe(own);
  });

  it("'7 days a week' clears the chosen days, and cannot stay a 3 day trial", () => {
    const trial = choicesReducer(defaultChoices('diabetic'), { type: 'trial', startDate: FRIDAY });
    const all = choicesReducer(trial, { type: 'dayMode', value: 'all' });
    expect(all).toMatchObject({ dayMode: 'all', customDays: [], duration: 7, trial: false });
    const custom = pick(defaultChoices('diabetic', 21), MONDAY, WEDNESDAY);
    expect(choicesReducer(custom, { type: 'dayMode', value: 'all' })).toMatchObject({
      dayMode: 'all',
      customDays: [],
      duration: 21,
    });
  });

  it('in Custom, 3, 5 or 7 days set 3, 7 or 21 days on every plan, Diabetic included', () => {
    for (const planId of ['high-protein', 'diabetic'] as const) {
      const custom = choicesReducer(defaultChoices(planId, 28), {
        type: 'dayMode',
        value: 'custom',
      });
      expect(pick(custom, MONDAY, WEDNESDAY).duration).toBe(28);
      expect(pick(custom, MONDAY, WEDNESDAY, FRIDAY_INDEX).duration).toBe(3);
      expect(pick(custom, 1, 2, 3, 4, 5).duration).toBe(7);
      expect(pick(custom, 1, 2, 3, 4, 5, 6, SUNDAY).duration).toBe(21);
    }
  });

  it('unticking keeps the days sorted Monday first and reads them out', () => {
    const state = pick(defaultChoices('custom'), SUNDAY, FRIDAY_INDEX, MONDAY, FRIDAY_INDEX);
    expect(state.customDays).toEqual([MONDAY, SUNDAY]);
    expect(weekdaysText(state)).toBe('Mon, Sun');
    expect(weekdaysText(defaultChoices('custom'))).toBe('Every day');
  });

  it('leaving the trial for a longer duration drops the filled-in days', () => {
    const trial = choicesReducer(defaultChoices('custom'), { type: 'trial', startDate: FRIDAY });
    expect(choicesReducer(trial, { type: 'duration', value: 21, startDate: FRIDAY })).toMatchObject(
      { duration: 21, dayMode: 'all', customDays: [], trial: false },
    );
    const own = pick(defaultChoices('custom'), MONDAY, WEDNESDAY, FRIDAY_INDEX);
    expect(choicesReducer(own, { type: 'duration', value: 7, startDate: FRIDAY })).toMatchObject({
      duration: 7,
      dayMode: 'custom',
      customDays: [MONDAY, WEDNESDAY, FRIDAY_INDEX],
    });
  });
});

describe('parseChoices', () => {
  it('reads back what was stored and refuses anything else', () => {
    const stored = JSON.parse(JSON.stringify(pick(defaultChoices('weightloss'), 2, 4)));
    expect(parseChoices(stored)).toEqual(stored);
    expect(parseChoices({ ...stored, planId: 'Weight Loss' })?.planId).toBe('weightloss');
    expect(parseChoices({ ...stored, planId: null })?.planId).toBeNull();
    expect(parseChoices({ ...stored, planId: 'pizza' })).toBeNull();
    expect(parseChoices({ ...stored, duration: 14 })).toBeNull();
    expect(parseChoices({ ...stored, slot: 'Breakfast' })).toBeNull();
    expect(parseChoices({ ...stored, customDays: [9] })).toBeNull();
    expect(parseChoices('nonsense')).toBeNull();
  });
});
