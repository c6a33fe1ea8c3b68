import { describe, expect, it } from 'vitest';
import {
  type CancellingDelivery,
  type CancellingOrder,
  cancellationOutcome,
  cashDueForKeptMeals,
  keptMealsValue,
} from './cancellation.ts';
import type { DeliveryStatus } from './delivery-schedule.ts';

/** `n` deliveries in order; the first `done` delivered, the next `locked` past their cut-off. */
function plan(n: number, done = 0, locked = 0, extra: DeliveryStatus[] = []): CancellingDelivery[] {
  const rows: CancellingDelivery[] = Array.from({ length: n }, (_, i) => ({
    id: `d${i + 1}`,
    status: i < done ? 'delivered' : 'scheduled',
    changeable: i >= done + locked,
  }));
  return [...rows, ...extra.map((status, i) => ({ id: `x${i + 1}`, status, changeable: true }))];
}

const paidOnline: CancellingOrder = {
  isTrial: false,
  soldFor: 2939,
  moneyIn: 2939,
  refunded: 0,
  creditsSpent: 0,
  creditsValue: 0,
};
const codDue: CancellingOrder = { ...paidOnline, moneyIn: 0 };

describe('cancelling before the first delivery’s cut-off', () => {
  it('cancels every meal and refunds every rupee paid online, coupon use given back', () => {
    const out = cancellationOutcome(paidOnline, plan(14));
    expect(out).toMatchObject({ rule: 'before-start', refund: 2939, amountDue: 0 });
    expect(out.cancelled).toHaveLength(14);
    expect(out.credits).toEqual([]);
    expect(out.releaseCoupon).toBe(true);
  });

  it('leaves nothing due on a COD order and refunds no money it never took', () => {
    expect(cancellationOutcome(codDue, plan(14))).toMatchObject({ refund: 0, amountDue: 0 });
  });

  it('gives back the credits spent at checkout and refunds only the money part', () => {
    const order = { ...paidOnline, moneyIn: 2519, creditsSpent: 2, creditsValue: 420 };
    expect(cancellationOutcome(order, plan(14))).toMatchObject({
      refund: 2519,
      creditsBack: { meals: 2, value: 420 },
    });
  });

  it('refunds only what is left after an earlier partial refund', () => {
    expect(cancellationOutcome({ ...paidOnline, refunded: 900 }, plan(14)).refund).toBe(2039);
  });

  it('counts a skipped first day as not started', () => {
    const out = cancellationOutcome(paidOnline, [
      { id: 's', status: 'skipped', changeable: false },
      ...plan(14),
    ]);
    expect(out.rule).toBe('before-start');
    expect(out.cancelled).not.toContain('s');
  });
});

describe('cancelling after the plan has started', () => {
  it('turns each meal still before its cut-off into a credit at its frozen value', () => {
    // 14 meals sold for 2939: 13 × 210 then 209. Five delivered, one being cooked.
    const out = cancellationOutcome(paidOnline, plan(14, 5, 1));
    expect(out.rule).toBe('after-start');
    expect(out.refund).toBe(0);
    expect(out.cancelled).toEqual(['d7', 'd8', 'd9', 'd10', 'd11', 'd12', 'd13', 'd14']);
    expect(out.credits.map((c) => c.value)).toEqual([210, 210, 210, 210, 210, 210, 210, 209]);
    expect(out.releaseCoupon).toBe(false);
    // Meals kept + credits = what the meals were sold for.
    const credited = out.credits.reduce((sum, c) => sum + c.value, 0);
    expect(credited + 6 * 210).toBe(2939);
  });

  it('starts when the first cut-off has passed, even before anything is delivered', () => {
    expect(cancellationOutcome(paidOnline, plan(14, 0, 1)).rule).toBe('after-start');
  });

  it('credits the discounted price, not the list price', () => {
    const discounted = { ...paidOnline, soldFor: 2645, moneyIn: 2645 };
    const out = cancellationOutcome(discounted, plan(14, 7));
    expect(out.credits.reduce((sum, c) => sum + c.value, 0)).toBe(2645 - 7 * 189);
  });

  it('keeps makeups as meals bought and skipped meals out of the count', () => {
    const rows = plan(14, 2, 0, ['skipped']);
    const out = cancellationOutcome(paidOnline, rows);
    expect(out.cancelled).toHaveLength(12);
    expect(out.cancelled).not.toContain('x1');
  });

  it('on COD not yet collected, gives no credit and leaves due only the meals kept', () => {
    const out = cancellationOutcome(codDue, plan(14, 3, 1));
    expect(out.credits).toEqual([]);
    expect(out.amountDue).toBe(4 * 210);
  });

  it('on COD paid partly with credits, counts the credits against the meals kept first', () => {
    const order = { ...codDue, creditsSpent: 2, creditsValue: 420 };
    expect(cancellationOutcome(order, plan(14, 1)).amountDue).toBe(0);
    const surplus = cancellationOutcome(order, plan(14, 1));
    expect(surplus.credits.map((c) => c.value)).toEqual([210]);
    expect(cancellationOutcome(order, plan(14, 3)).amountDue).toBe(210);
  });

  it('credits nothing when every meal is already behind its cut-off', () => {
    const out = cancellationOutcome(paidOnline, plan(14, 13, 1));
    expect(out.cancelled).toEqual([]);
    expect(out.credits).toEqual([]);
  });
});

describe('cancelling a trial', () => {
  it('gives neither refund nor credit, paid or not, started or not', () => {
    const trial = { ...paidOnline, isTrial: true, soldFor: 500, moneyIn: 500 };
    for (const rows of [plan(2), plan(2, 1)]) {
      expect(cancellationOutcome(trial, rows)).toMatchObject({
        rule: 'trial',
        refund: 0,
        credits: [],
        creditsBack: { meals: 0, value: 0 },
        releaseCoupon: false,
      });
    }
  });

  it('on COD leaves due only the meals kept', () => {
    const trial = { ...codDue, isTrial: true, soldFor: 500 };
    expect(cancellationOutcome(trial, plan(2)).amountDue).toBe(0);
    expect(cancellationOutcome(trial, plan(2, 1)).amountDue).toBe(250);
  });
});

describe('the cash a COD order owes after a cancel (decision 101)', () => {
  it('is the kept meals at their frozen values, the same figure the outcome gives', () => {
    // 2939 over 14 meals: 209 each, the first 13 one rupee more.
    const out = cancellationOutcome(codDue, plan(14, 3, 1));
    const after = plan(14, 3, 1).map((d) =>
      out.cancelled.includes(d.id) ? ('cancelled' as const) : d.status,
    );
    expect(keptMealsValue(2939, after)).toBe(4 * 210);
    expect(cashDueForKeptMeals(codDue, after)).toBe(out.amountDue);
  });

  it('counts a missed meal as kept and skips a skipped one, as the value split does', () => {
    const statuses = ['delivered', 'skipped', 'missed', 'cancelled', 'scheduled'] as const;
    // Four sold meals of 1000: 250 each; three kept.
    expect(keptMealsValue(1000, statuses)).toBe(750);
    expect(cashDueForKeptMeals({ soldFor: 1000, creditsValue: 300 }, statuses)).toBe(450);
    expect(cashDueForKeptMeals({ soldFor: 1000, creditsValue: 900 }, statuses)).toBe(0);
  });

  it('is nothing before the start and gives no credit for meals never paid for', () => {
    expect(cancellationOutcome(codDue, plan(14)).amountDue).toBe(0);
    const mid = cancellationOutcome(codDue, plan(14, 5, 1));
    expect(mid.credits).toEqual([]);
    expect(mid.refund).toBe(0);
    expect(mid.amountDue).toBe(6 * 210);
  });

  it('collected in full first: nothing stays due and each cancelled meal is credited', () => {
    const collected = { ...codDue, moneyIn: 2939 };
    const out = cancellationOutcome(collected, plan(14, 5, 1));
    expect(out.amountDue).toBe(0);
    expect(out.credits).toHaveLength(8);
    expect(out.credits.reduce((sum, c) => sum + c.value, 0) + 6 * 210).toBe(2939);
  });
});
