import { describe, expect, it } from 'vitest';
import { generateDeliveryDates } from './delivery-dates.ts';
import {
  endDateOf,
  pausePlan,
  planStateOn,
  resumePlan,
  type Schedule,
  type ScheduleChange,
  type ScheduleItem,
  skipDelivery,
  unskipDelivery,
} from './delivery-schedule.ts';
import type { KitchenSlot } from './plans.ts';

const at = (india: string) => new Date(`${india}+05:30`);

function schedule(
  startDate: string,
  selectedDays: string[],
  days: number,
  slots: KitchenSlot[] = ['Lunch'],
): Schedule {
  const dates = generateDeliveryDates({ startDate, selectedDays, days });
  const items: ScheduleItem[] = dates.flatMap((date) =>
    slots.map((slot) => ({
      id: `${date}-${slot}`,
      date,
      slot,
      status: 'scheduled' as const,
      makeup: false,
      pauseId: null,
    })),
  );
  return {
    items,
    pauses: [],
    selectedDays,
    originalLastDate: dates[dates.length - 1] ?? startDate,
  };
}

/** The schedule after a change, as the server would store it. */
function apply(before: Schedule, change: ScheduleChange): Schedule {
  const removed = new Set(change.removes);
  const updates = new Map(change.updates.map((update) => [update.id, update]));
  const items = before.items
    .filter((item) => !removed.has(item.id))
    .map((item) => ({ ...item, ...updates.get(item.id) }));
  for (const [index, created] of change.creates.entries()) {
    items.push({
      id: `m${before.items.length + index}-${created.date}`,
      ...created,
      status: 'scheduled',
      makeup: true,
    });
  }
  return { ...before, items };
}

const datesOf = (s: Schedule, status = 'scheduled') =>
  s.items
    .filter((item) => item.status === status)
    .map((item) => `${item.date} ${item.slot}`)
    .sort();

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('skipping a delivery (issue 13 point 3)', () => {
  // Mon 19 Jan 2026 to Tue 27 Jan: 7 weekday lunches.
  const plan = schedule('2026-01-19', WEEKDAYS, 7);
  const monday = at('2026-01-19T09:00:00');

  it('moves the meal to the next selected weekday after the last delivery', () => {
    expect(endDateOf(plan.items)).toBe('2026-01-27');
    const outcome = skipDelivery(plan, '2026-01-21-Lunch', { now: monday });
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.change.updates).toEqual([
      { id: '2026-01-21-Lunch', date: '2026-01-21', status: 'skipped', pauseId: null },
    ]);
    expect(outcome.change.creates).toEqual([{ date: '2026-01-28', slot: 'Lunch', pauseId: null }]);
    expect(outcome.change.endDate).toBe('2026-01-28');
  });

  it('is allowed the minute before the cut-off and refused at it, with the deadline', () => {
    expect(skipDelivery(plan, '2026-01-20-Lunch', { now: at('2026-01-19T12:29:00') }).ok).toBe(
      true,
    );
    expect(skipDelivery(plan, '2026-01-20-Lunch', { now: at('2026-01-19T12:30:00') })).toEqual({
      ok: false,
      kind: 'cutoff',
      problem: 'Changes to this delivery closed on Mon, 19 Jan, 12:30 pm.',
    });
  });

  it('lets an admin override the cut-off', () => {
    const late = skipDelivery(plan, '2026-01-19-Lunch', {
      now: at('2026-01-19T11:00:00'),
      overrideCutOff: true,
    });
    expect(late.ok).toBe(true);
  });

  it('refuses a second skip and an unknown delivery', () => {
    const first = skipDelivery(plan, '2026-01-21-Lunch', { now: monday });
    if (!first.ok) throw new Error(first.problem);
    const after = apply(plan, first.change);
    expect(skipDelivery(after, '2026-01-21-Lunch', { now: monday })).toMatchObject({
      ok: false,
      kind: 'status',
      problem: 'Only a scheduled delivery can be skipped.',
    });
    expect(skipDelivery(after, 'nope', { now: monday })).toMatchObject({ kind: 'not-found' });
  });

  it('skips the weekend when the plan ends on a Friday and crosses the month end', () => {
    // Mon 26 Jan to Fri 30 Jan; the makeup goes to Mon 2 Feb.
    const short = schedule('2026-01-26', WEEKDAYS, 5);
    const outcome = skipDelivery(short, '2026-01-27-Lunch', { now: at('2026-01-25T09:00:00') });
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.change.creates[0]?.date).toBe('2026-02-02');
  });

  it('unskips: the meal comes back and the end date shrinks again', () => {
    const skipped = skipDelivery(plan, '2026-01-21-Lunch', { now: monday });
    if (!skipped.ok) throw new Error(skipped.problem);
    const after = apply(plan, skipped.change);
    const back = unskipDelivery(after, '2026-01-21-Lunch', { now: monday });
    if (!back.ok) throw new Error(back.problem);
    const restored = apply(after, back.change);
    expect(datesOf(restored)).toEqual(datesOf(plan));
    expect(back.change.endDate).toBe('2026-01-27');
    expect(unskipDelivery(restored, '2026-01-21-Lunch', { now: monday })).toMatchObject({
      ok: false,
      problem: 'Only a skipped delivery can be brought back.',
    });
  });

  it('keeps meals sold = deliveries not skipped, and skipped = makeups, after any skips', () => {
    let current = plan;
    for (const id of ['2026-01-20-Lunch', '2026-01-22-Lunch', '2026-01-26-Lunch']) {
      const outcome = skipDelivery(current, id, { now: monday });
      if (!outcome.ok) throw new Error(outcome.problem);
      current = apply(current, outcome.change);
    }
    // Skipping a makeup moves it on again, without a hole.
    const makeup = current.items.find((item) => item.makeup && item.date === '2026-01-28');
    const again = skipDelivery(current, makeup?.id ?? '', { now: monday });
    if (!again.ok) throw new Error(again.problem);
    current = apply(current, again.change);
    const notSkipped = current.items.filter((item) => item.status !== 'skipped');
    const skipped = current.items.filter((item) => item.status === 'skipped');
    expect(notSkipped).toHaveLength(7);
    expect(skipped).toHaveLength(current.items.filter((item) => item.makeup).length);
    expect(datesOf(current).filter((d) => d > '2026-01-28')).toEqual([
      '2026-01-29 Lunch',
      '2026-01-30 Lunch',
      '2026-02-02 Lunch',
    ]);
    // Bringing back the first skip pulls the last makeup in.
    const back = unskipDelivery(current, '2026-01-20-Lunch', { now: monday });
    if (!back.ok) throw new Error(back.problem);
    expect(back.change.endDate).toBe('2026-01-30');
  });

  it('moves each meal of a Lunch + Dinner plan on its own, pairing makeups on one day', () => {
    const both = schedule('2026-01-19', WEEKDAYS, 3, ['Lunch', 'Dinner']);
    const lunch = skipDelivery(both, '2026-01-20-Lunch', { now: monday });
    if (!lunch.ok) throw new Error(lunch.problem);
    const afterLunch = apply(both, lunch.change);
    const dinner = skipDelivery(afterLunch, '2026-01-21-Dinner', { now: monday });
    if (!dinner.ok) throw new Error(dinner.problem);
    expect(lunch.change.creates).toEqual([{ date: '2026-01-22', slot: 'Lunch', pauseId: null }]);
    expect(dinner.change.creates).toEqual([{ date: '2026-01-22', slot: 'Dinner', pauseId: null }]);
  });

  it('moves a trial meal to the next of its three weekdays', () => {
    // The trial: Thu, Fri, Sat from 22 Jan; skipping Friday moves it to Thursday 29 Jan.
    const trial = schedule('2026-01-22', ['Thursday', 'Friday', 'Saturday'], 3);
    const outcome = skipDelivery(trial, '2026-01-23-Lunch', { now: at('2026-01-21T09:00:00') });
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.change.creates[0]?.date).toBe('2026-01-29');
  });

  it('refuses a skip that would stretch the plan past the extension limit', () => {
    const tight = { ...plan, limitDays: 1 };
    expect(skipDelivery(tight, '2026-01-21-Lunch', { now: monday })).toMatchObject({ ok: true });
    const tighter = { ...plan, limitDays: 0 };
    expect(skipDelivery(tighter, '2026-01-21-Lunch', { now: monday })).toEqual({
      ok: false,
      kind: 'limit',
      problem:
        'This would move your last meal past Tue, 27 Jan, the furthest a plan can be extended. Please choose fewer days.',
    });
  });
});

describe('pausing and resuming (issue 13 point 3)', () => {
  // 28 weekday lunches from Mon 2 Feb 2026 to Wed 11 Mar.
  const plan = schedule('2026-02-02', WEEKDAYS, 28);
  const sunday = at('2026-02-01T09:00:00');

  it('moves every delivery inside the pause to the end', () => {
    const outcome = pausePlan(
      plan,
      { pauseId: 'p1', from: '2026-02-09', until: '2026-02-15' },
      { now: sunday },
    );
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(plan.originalLastDate).toBe('2026-03-11');
    expect(outcome.change.updates.map((u) => u.id)).toEqual([
      '2026-02-09-Lunch',
      '2026-02-10-Lunch',
      '2026-02-11-Lunch',
      '2026-02-12-Lunch',
      '2026-02-13-Lunch',
    ]);
    expect(outcome.change.updates.every((u) => u.pauseId === 'p1')).toBe(true);
    expect(outcome.change.endDate).toBe('2026-03-18');
    expect(outcome.until).toBe('2026-02-15');
  });

  it('starts no earlier than the next cut-off', () => {
    expect(
      pausePlan(
        plan,
        { pauseId: 'p1', from: '2026-02-02', until: null },
        {
          now: at('2026-02-01T13:00:00'),
        },
      ),
    ).toEqual({
      ok: false,
      kind: 'cutoff',
      problem: 'A pause can start on Tue, 03 Feb at the earliest.',
    });
  });

  it('refuses an overlapping pause and a pause with nothing in it', () => {
    const first = pausePlan(
      plan,
      { pauseId: 'p1', from: '2026-02-09', until: '2026-02-15' },
      { now: sunday },
    );
    if (!first.ok) throw new Error(first.problem);
    const paused = {
      ...apply(plan, first.change),
      pauses: [{ id: 'p1', from: '2026-02-09', until: '2026-02-15' }],
    };
    expect(
      pausePlan(
        paused,
        { pauseId: 'p2', from: '2026-02-14', until: '2026-02-20' },
        { now: sunday },
      ),
    ).toMatchObject({ ok: false, kind: 'overlap' });
    expect(
      pausePlan(plan, { pauseId: 'p2', from: '2026-02-07', until: '2026-02-08' }, { now: sunday }),
    ).toMatchObject({ ok: false, problem: 'There is no delivery to pause in those dates.' });
    expect(
      pausePlan(plan, { pauseId: 'p2', from: '2026-02-10', until: '2026-02-09' }, { now: sunday }),
    ).toMatchObject({ ok: false, kind: 'invalid' });
  });

  it('refuses a pause that would exceed the extension limit', () => {
    const outcome = pausePlan(
      plan,
      { pauseId: 'p1', from: '2026-02-09', until: '2026-05-01' },
      { now: sunday },
    );
    expect(outcome).toEqual({
      ok: false,
      kind: 'limit',
      problem:
        'This would move your last meal past Sun, 10 May, the furthest a plan can be extended. Please choose fewer days.',
    });
  });

  it('pauses until resumed as far as the limit lets every meal still fit', () => {
    const outcome = pausePlan(
      plan,
      { pauseId: 'p1', from: '2026-02-09', until: null },
      {
        now: sunday,
      },
    );
    if (!outcome.ok) throw new Error(outcome.problem);
    // 23 meals paused; the limit is Sun 10 May; the last 23 weekdays up to it start on 8 Apr.
    expect(outcome.change.updates).toHaveLength(23);
    expect(outcome.until).toBe('2026-04-07');
    expect(outcome.change.endDate).toBe('2026-05-08');
  });

  it('resumes: paused meals whose cut-off has not passed come back on their own days', () => {
    const paused = pausePlan(
      plan,
      { pauseId: 'p1', from: '2026-02-09', until: '2026-02-15' },
      { now: sunday },
    );
    if (!paused.ok) throw new Error(paused.problem);
    const during = {
      ...apply(plan, paused.change),
      pauses: [{ id: 'p1', from: '2026-02-09', until: '2026-02-15' }],
    };
    // Tuesday morning: Monday's and Tuesday's lunches are past their cut-off, Wed–Fri come back.
    const resumed = resumePlan(during, 'p1', { now: at('2026-02-10T09:00:00') });
    if (!resumed.ok) throw new Error(resumed.problem);
    const after = apply(during, resumed.change);
    expect(resumed.pauseUntil).toBe('2026-02-10');
    expect(datesOf(after, 'skipped')).toEqual(['2026-02-09 Lunch', '2026-02-10 Lunch']);
    expect(datesOf(after)).toContain('2026-02-11 Lunch');
    expect(resumed.change.endDate).toBe('2026-03-13');
    expect(after.items.filter((item) => item.status !== 'skipped')).toHaveLength(28);
  });

  it('packs the makeups of an open pause back to the plan’s end when it resumes', () => {
    const open = pausePlan(
      plan,
      { pauseId: 'p1', from: '2026-02-09', until: null },
      {
        now: sunday,
      },
    );
    if (!open.ok) throw new Error(open.problem);
    const during = {
      ...apply(plan, open.change),
      pauses: [{ id: 'p1', from: '2026-02-09', until: open.until }],
    };
    const resumed = resumePlan(during, 'p1', { now: at('2026-02-13T09:00:00') });
    if (!resumed.ok) throw new Error(resumed.problem);
    // 9–13 Feb stay paused (past their cut-off); their 5 makeups follow 11 Mar.
    expect(resumed.pauseUntil).toBe('2026-02-13');
    expect(resumed.change.endDate).toBe('2026-03-18');
    expect(resumePlan(plan, 'p1', { now: sunday })).toMatchObject({
      ok: false,
      problem: 'This plan has no pause to resume.',
    });
  });

  it('resuming a pause that has not begun takes it away whole', () => {
    const paused = pausePlan(
      plan,
      { pauseId: 'p1', from: '2026-02-16', until: '2026-02-20' },
      { now: sunday },
    );
    if (!paused.ok) throw new Error(paused.problem);
    const during = {
      ...apply(plan, paused.change),
      pauses: [{ id: 'p1', from: '2026-02-16', until: '2026-02-20' }],
    };
    const resumed = resumePlan(during, 'p1', { now: sunday });
    if (!resumed.ok) throw new Error(resumed.problem);
    expect(resumed.pauseUntil).toBe('2026-02-15');
    expect(datesOf(apply(during, resumed.change))).toEqual(datesOf(plan));
  });
});

describe('where a plan stands', () => {
  it('is completed with nothing left, paused inside a pause, active otherwise', () => {
    const pauses = [{ id: 'p', from: '2026-02-09', until: '2026-02-15' }];
    expect(planStateOn([{ status: 'delivered' }, { status: 'skipped' }], [], '2026-02-10')).toBe(
      'completed',
    );
    expect(planStateOn([{ status: 'scheduled' }], pauses, '2026-02-10')).toBe('paused');
    expect(planStateOn([{ status: 'scheduled' }], pauses, '2026-02-16')).toBe('active');
  });
});
