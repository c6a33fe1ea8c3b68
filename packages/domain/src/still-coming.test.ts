import { describe, expect, it } from 'vitest';
import { cancelledNoticeLines, cancelOutcomeLines, stillComingLine } from './cancel-messages.ts';
import { cancellationOutcome } from './cancellation.ts';
import { endDateOf } from './delivery-schedule.ts';
import { mealsStillComing } from './still-coming.ts';

// A Lunch + Dinner plan cancelled on the evening of 20 Jan: the 20th is delivered, the 21st's two
// meals are past their cut-off (being prepared), the 22nd and 23rd are still before theirs.
const plan = [
  { id: 'd1', date: '2026-01-20', slot: 'Lunch', status: 'delivered', changeable: false },
  { id: 'd2', date: '2026-01-20', slot: 'Dinner', status: 'delivered', changeable: false },
  { id: 'd4', date: '2026-01-21', slot: 'Dinner', status: 'scheduled', changeable: false },
  { id: 'd3', date: '2026-01-21', slot: 'Lunch', status: 'scheduled', changeable: false },
  { id: 'd5', date: '2026-01-22', slot: 'Lunch', status: 'skipped', changeable: true },
  { id: 'd6', date: '2026-01-22', slot: 'Dinner', status: 'scheduled', changeable: true },
  { id: 'd7', date: '2026-01-23', slot: 'Lunch', status: 'scheduled', changeable: true },
  { id: 'd8', date: '2026-01-23', slot: 'Dinner', status: 'scheduled', changeable: true },
] as const;

const order = {
  isTrial: false,
  // Seven meals sold (the skipped one's makeup is not in this fixture): ₹249 each.
  soldFor: 7 * 249,
  moneyIn: 7 * 249,
  refunded: 0,
  creditsSpent: 0,
  creditsValue: 0,
};

describe('the meals still coming after a cancellation (issue 25 point 3)', () => {
  it('are the scheduled meals the rule does not stop, by day and Lunch before Dinner', () => {
    const outcome = cancellationOutcome(order, plan);
    expect(outcome.cancelled.sort()).toEqual(['d6', 'd7', 'd8']);
    expect(mealsStillComing(plan, outcome.cancelled)).toEqual([
      { date: '2026-01-21', slot: 'Lunch' },
      { date: '2026-01-21', slot: 'Dinner' },
    ]);
  });

  it('are none when every scheduled meal is stopped, or none is left', () => {
    const before = plan.map((d) => ({ ...d, status: 'scheduled' as const, changeable: true }));
    expect(mealsStillComing(before, cancellationOutcome(order, before).cancelled)).toEqual([]);
    const done = plan.map((d) => ({ ...d, status: 'delivered' as const }));
    expect(mealsStillComing(done, [])).toEqual([]);
  });

  it('are named in the preview with the credits to the rupee, and in the message', () => {
    const outcome = cancellationOutcome(order, plan);
    const stillComing = mealsStillComing(plan, outcome.cancelled);
    expect(cancelOutcomeLines({ ...outcome, stillComing })).toEqual([
      'These 2 meals are already being prepared and will still be delivered to you: Lunch on Wed, 21 Jan; Dinner on Wed, 21 Jan.',
      '3 meals become meal credits worth ₹747.',
    ]);
    expect(stillComingLine([{ date: '2026-01-21', slot: 'Dinner' }], 'admin')).toBe(
      'This meal is already being prepared and will still be delivered to the customer: Dinner on Wed, 21 Jan.',
    );
    expect(stillComingLine([])).toBeNull();
    expect(
      cancelledNoticeLines({
        plan: 'High Protein Plan',
        refund: 0,
        credits: 12,
        creditsValue: 2_104,
        amountDue: 0,
        stillComing: { count: 1, list: 'Lunch on Wed, 21 Jan' },
      }),
    ).toEqual([
      'Your High Protein Plan is cancelled. This meal is already being prepared and will still be delivered to you: Lunch on Wed, 21 Jan.',
      '12 meals become meal credits worth ₹2,104. They are on your profile for your next order.',
    ]);
  });

  it('leaves "no more meals" true only when none is coming, with a refund named', () => {
    expect(
      cancelledNoticeLines({
        plan: 'Weightloss Plan',
        refund: 123_456,
        credits: 0,
        creditsValue: 0,
        amountDue: 0,
        stillComing: { count: 0, list: '' },
      }),
    ).toEqual([
      'Your Weightloss Plan is cancelled; no more meals will be delivered.',
      'We are refunding ₹1,23,456 to your original payment method; it arrives in 5–7 working days.',
    ]);
  });
});

describe('the plan’s end date once cancelled mid-plan', () => {
  it('is the last meal still coming, not the cancelled meals’ last day', () => {
    const outcome = cancellationOutcome(order, plan);
    const after = plan.map((d) => ({
      ...d,
      status: outcome.cancelled.includes(d.id) ? ('cancelled' as const) : d.status,
    }));
    expect(endDateOf(plan)).toBe('2026-01-23');
    expect(endDateOf(after)).toBe('2026-01-21');
  });
});
