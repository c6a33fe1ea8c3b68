import { describe, expect, it } from 'vitest';
import { changeUntilLabel, cutOffPassedMessage } from './delivery-messages.ts';
import {
  canChangeAt,
  changeUntil,
  clockMinutes,
  DEFAULT_DELIVERY_SETTINGS,
  isClockTime,
  policyCutoffHours,
  type SlotSetting,
  windowOpensAt,
} from './delivery-settings.ts';

const at = (india: string) => new Date(`${india}+05:30`);

describe('delivery windows and their cut-off (issue 13 point 2)', () => {
  it('defaults to Lunch 12:30–14:00 and Dinner 19:30–21:00 with 24 hours’ notice', () => {
    expect(DEFAULT_DELIVERY_SETTINGS).toEqual([
      { slot: 'Lunch', start: '12:30', end: '14:00', cutoffHours: 24 },
      { slot: 'Dinner', start: '19:30', end: '21:00', cutoffHours: 24 },
    ]);
    expect(windowOpensAt('2026-01-21', 'Lunch').toISOString()).toBe('2026-01-21T07:00:00.000Z');
    expect(changeUntil('2026-01-21', 'Lunch').toISOString()).toBe('2026-01-20T07:00:00.000Z');
    expect(changeUntil('2026-01-21', 'Dinner').toISOString()).toBe('2026-01-20T14:00:00.000Z');
  });

  it('is open the minute before the cut-off and closed at it', () => {
    expect(canChangeAt('2026-01-21', 'Lunch', at('2026-01-20T12:29:59'))).toBe(true);
    expect(canChangeAt('2026-01-21', 'Lunch', at('2026-01-20T12:30:00'))).toBe(false);
    expect(canChangeAt('2026-01-21', 'Dinner', at('2026-01-20T19:29:00'))).toBe(true);
    expect(canChangeAt('2026-01-21', 'Dinner', at('2026-01-20T19:31:00'))).toBe(false);
  });

  it('crosses midnight and month ends in India time whatever the machine’s zone', () => {
    const early: SlotSetting[] = [
      { slot: 'Lunch', start: '01:00', end: '02:00', cutoffHours: 3 },
      { slot: 'Dinner', start: '19:30', end: '21:00', cutoffHours: 24 },
    ];
    // 1 March 01:00 less 3 hours is 28 February 22:00.
    expect(changeUntil('2026-03-01', 'Lunch', early).toISOString()).toBe(
      new Date('2026-02-28T22:00:00+05:30').toISOString(),
    );
    expect(canChangeAt('2026-03-01', 'Lunch', at('2026-02-28T21:59:00'), early)).toBe(true);
    expect(canChangeAt('2026-03-01', 'Lunch', at('2026-02-28T22:00:00'), early)).toBe(false);
  });

  it('says the deadline the way the screen shows it', () => {
    expect(changeUntilLabel(changeUntil('2026-01-21', 'Lunch'))).toBe(
      'Change until Tue, 20 Jan, 12:30 pm',
    );
    expect(cutOffPassedMessage(changeUntil('2026-01-21', 'Dinner'))).toBe(
      'Changes to this delivery closed on Tue, 20 Jan, 7:30 pm.',
    );
  });

  it('quotes the longest cut-off on the policy pages', () => {
    expect(policyCutoffHours(DEFAULT_DELIVERY_SETTINGS)).toBe(24);
    expect(
      policyCutoffHours([
        { slot: 'Lunch', start: '12:30', end: '14:00', cutoffHours: 12 },
        { slot: 'Dinner', start: '19:30', end: '21:00', cutoffHours: 36 },
      ]),
    ).toBe(36);
  });

  it('reads only real 24-hour clock times', () => {
    expect(isClockTime('00:00')).toBe(true);
    expect(isClockTime('23:59')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('7:30')).toBe(false);
    expect(clockMinutes('19:30')).toBe(1170);
  });
});
