import { describe, expect, it } from 'vitest';
import {
  firstOpenMenuDate,
  menuChoiceProblem,
  menuRange,
  mondayFirstRotationDays,
  storedRotationDays,
} from './menu-choice.ts';
import { MENU_MSG } from './menu-messages.ts';
import { rotationChoiceFor } from './menu-rotation.ts';

const cell = (dishId: string, alternatives: string[] = []) => ({ dishId, alternatives });

describe('menuChoiceProblem', () => {
  it('takes a default with up to three different alternatives', () => {
    expect(menuChoiceProblem(cell('a'))).toBeUndefined();
    expect(menuChoiceProblem(cell('a', ['b', 'c', 'd']))).toBeUndefined();
  });

  it('refuses a fourth alternative, one offered twice, and the default among them', () => {
    expect(menuChoiceProblem(cell('a', ['b', 'c', 'd', 'e']))).toBe(MENU_MSG.tooManyAlternatives);
    expect(menuChoiceProblem(cell('a', ['b', 'b']))).toBe(MENU_MSG.duplicateAlternative);
    expect(menuChoiceProblem(cell('a', ['b', 'a']))).toBe(MENU_MSG.defaultAmongAlternatives);
  });
});

describe('rotation weeks Monday first (the API) and Sunday first (stored)', () => {
  const week = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((id) => cell(id));

  it('stores Monday at 1 and Sunday at 0, as Date counts, and reads them back', () => {
    const stored = storedRotationDays([week]);
    expect(stored[0]?.map((c) => c?.dishId)).toEqual([
      'sun',
      'mon',
      'tue',
      'wed',
      'thu',
      'fri',
      'sat',
    ]);
    expect(mondayFirstRotationDays(stored)).toEqual([week]);
  });

  it('serves Monday’s cell on a Monday (2026-03-02) and Sunday’s on a Sunday (2026-03-08)', () => {
    const rotation = { startDate: '2026-03-02', weeks: 1, days: storedRotationDays([week]) };
    expect(rotationChoiceFor(rotation, '2026-03-02')?.dishId).toBe('mon');
    expect(rotationChoiceFor(rotation, '2026-03-08')?.dishId).toBe('sun');
  });

  it('keeps a day left empty empty', () => {
    const stored = storedRotationDays([[null, cell('tue'), null, null, null, null, null]]);
    expect(stored[0]).toEqual([null, null, cell('tue'), null, null, null, null]);
  });
});

describe('firstOpenMenuDate: the skip’s cut-off, 24 hours before the window by default', () => {
  it('is tomorrow before 12:30 and the day after from 12:30 for lunch', () => {
    expect(firstOpenMenuDate('Lunch', new Date('2026-03-02T12:29:00+05:30'))).toBe('2026-03-03');
    expect(firstOpenMenuDate('Lunch', new Date('2026-03-02T12:30:00+05:30'))).toBe('2026-03-04');
  });

  it('follows the operator’s cut-off hours for dinner', () => {
    const settings = [
      { slot: 'Lunch' as const, start: '12:30', end: '14:00', cutoffHours: 24 },
      { slot: 'Dinner' as const, start: '19:30', end: '21:00', cutoffHours: 4 },
    ];
    expect(firstOpenMenuDate('Dinner', new Date('2026-03-02T15:29:00+05:30'), settings)).toBe(
      '2026-03-02',
    );
    expect(firstOpenMenuDate('Dinner', new Date('2026-03-02T15:30:00+05:30'), settings)).toBe(
      '2026-03-03',
    );
  });
});

describe('menuRange', () => {
  it('is the Monday-to-Sunday week of today unless asked', () => {
    expect(menuRange({}, '2026-03-04')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
  });

  it('runs from alone to the end of its week, and to alone from the start of its week', () => {
    expect(menuRange({ from: '2026-03-05' }, '2026-01-01')).toEqual({
      from: '2026-03-05',
      to: '2026-03-08',
    });
    expect(menuRange({ to: '2026-03-05' }, '2026-01-01')).toEqual({
      from: '2026-03-02',
      to: '2026-03-05',
    });
  });

  it('takes up to 31 days and refuses a backwards or longer range', () => {
    expect(menuRange({ from: '2026-01-01', to: '2026-01-31' }, '2026-01-01')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(menuRange({ from: '2026-01-01', to: '2026-02-01' }, '2026-01-01')).toEqual({
      problem: MENU_MSG.rangeTooLong,
    });
    expect(menuRange({ from: '2026-01-02', to: '2026-01-01' }, '2026-01-01')).toEqual({
      problem: MENU_MSG.rangeBackwards,
    });
  });
});
