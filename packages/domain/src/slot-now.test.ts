import { describe, expect, it } from 'vitest';
import type { DeliverySettings } from './delivery-settings.ts';
import { sheetChoice, slotNow } from './slot-now.ts';

/** An instant written in India time. */
const at = (india: string) => new Date(`${india}+05:30`);

describe('the slot now (issue 25 point 9)', () => {
  it("opens on today's lunch in the morning and while lunch is out", () => {
    expect(slotNow(at('2026-03-10T00:00:00'))).toEqual({ date: '2026-03-10', slot: 'Lunch' });
    expect(slotNow(at('2026-03-10T09:00:00'))).toEqual({ date: '2026-03-10', slot: 'Lunch' });
    expect(slotNow(at('2026-03-10T12:30:00'))).toEqual({ date: '2026-03-10', slot: 'Lunch' });
    expect(slotNow(at('2026-03-10T13:59:59'))).toEqual({ date: '2026-03-10', slot: 'Lunch' });
  });

  it("opens on today's dinner from the end of lunch until the end of dinner", () => {
    expect(slotNow(at('2026-03-10T14:00:00'))).toEqual({ date: '2026-03-10', slot: 'Dinner' });
    expect(slotNow(at('2026-03-10T19:45:00'))).toEqual({ date: '2026-03-10', slot: 'Dinner' });
    expect(slotNow(at('2026-03-10T20:59:00'))).toEqual({ date: '2026-03-10', slot: 'Dinner' });
  });

  it("opens on tomorrow's lunch once dinner is over, across a month's end", () => {
    expect(slotNow(at('2026-03-10T21:00:00'))).toEqual({ date: '2026-03-11', slot: 'Lunch' });
    expect(slotNow(at('2026-03-31T23:59:00'))).toEqual({ date: '2026-04-01', slot: 'Lunch' });
  });

  it('reads the India day and hour, whatever the instant says in UTC', () => {
    // 18:45 UTC on 9 Mar is 00:15 on 10 Mar in India.
    expect(slotNow(new Date('2026-03-09T18:45:00Z'))).toEqual({
      date: '2026-03-10',
      slot: 'Lunch',
    });
    // 08:00 UTC is 13:30 in India: lunch is out.
    expect(slotNow(new Date('2026-03-10T08:00:00Z'))).toEqual({
      date: '2026-03-10',
      slot: 'Lunch',
    });
  });

  it("follows the operator's windows", () => {
    const settings: DeliverySettings = [
      { slot: 'Lunch', start: '11:00', end: '12:00', cutoffHours: 24 },
      { slot: 'Dinner', start: '18:00', end: '23:30', cutoffHours: 24 },
    ];
    expect(slotNow(at('2026-03-10T12:00:00'), settings)).toEqual({
      date: '2026-03-10',
      slot: 'Dinner',
    });
    expect(slotNow(at('2026-03-10T23:00:00'), settings)).toEqual({
      date: '2026-03-10',
      slot: 'Dinner',
    });
    expect(slotNow(at('2026-03-10T23:30:00'), settings)).toEqual({
      date: '2026-03-11',
      slot: 'Lunch',
    });
  });
});

describe('the sheet a request opens on', () => {
  const now = at('2026-03-10T19:45:00');
  it('is the slot now when nothing is chosen', () => {
    expect(sheetChoice({}, now)).toEqual({ date: '2026-03-10', slot: 'Dinner' });
  });
  it('is what was chosen', () => {
    expect(sheetChoice({ date: '2026-03-12', slot: 'Dinner' }, now)).toEqual({
      date: '2026-03-12',
      slot: 'Dinner',
    });
  });
  it('opens another day on its first slot, and today on the slot now', () => {
    expect(sheetChoice({ date: '2026-03-12' }, now)).toEqual({ date: '2026-03-12', slot: 'Lunch' });
    expect(sheetChoice({ date: '2026-03-10' }, now)).toEqual({
      date: '2026-03-10',
      slot: 'Dinner',
    });
  });
  it('opens a slot alone on the day of the slot now', () => {
    expect(sheetChoice({ slot: 'Lunch' }, now)).toEqual({ date: '2026-03-10', slot: 'Lunch' });
  });
});
