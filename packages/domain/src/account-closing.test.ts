import { describe, expect, it } from 'vitest';
import { STARTED_PLAN_CLOSING } from './account-closing.example.ts';
import { accountClosing, type ClosingOrder, sameClosingFigures } from './account-closing.ts';
import {
  type CancellingDelivery,
  type CancellingOrder,
  cancellationOutcome,
} from './cancellation.ts';
import type { CreditBalance } from './meal-credits.ts';

/** `n` deliveries in order; the first `done` delivered, the next `locked` past their cut-off. */
function plan(n: number, done = 0, locked = 0): CancellingDelivery[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `d${i + 1}`,
    status: i < done ? 'delivered' : 'scheduled',
    changeable: i >= done + locked,
  }));
}

// The customer: ₹1,743 for 7 meals (₹249 each), paid online.
const paidOnline: CancellingOrder = {
  isTrial: false,
  soldFor: 1743,
  moneyIn: 1743,
  refunded: 0,
  creditsSpent: 0,
  creditsValue: 0,
};
const none = { meals: 0, value: 0 };
const order = (outcome: ClosingOrder['outcome'], extra: Partial<ClosingOrder> = {}) => ({
  outcome,
  stillDelivered: 0,
  creditsBackLive: none,
  ...extra,
});
/** The closing of an account holding `held` with these orders; earned credits live unless told. */
const closingOf = (held: CreditBalance, orders: ClosingOrder[], earnedLive = true) =>
  accountClosing({ held, orders, earnedLive });

describe('deleting an account applies the cancellation rule (issue 25 point 1)', () => {
  it('gives no money for a started plan: its meals become credits, forfeited with those held', () => {
    // Started: 1 delivered, 1 being prepared, 5 cancelled → 5 credits of ₹249, no refund.
    const outcome = cancellationOutcome(paidOnline, plan(7, 1, 1));
    const closing = closingOf({ meals: 7, value: 859 }, [order(outcome, { stillDelivered: 1 })]);
    expect(closing).toEqual(STARTED_PLAN_CLOSING);
  });

  it('refunds a plan not started in money, and forfeits the credits it spent once they come back', () => {
    const mixed = { ...paidOnline, moneyIn: 1245, creditsSpent: 2, creditsValue: 498 };
    const outcome = cancellationOutcome(mixed, plan(7));
    const closing = closingOf(none, [
      order(outcome, { creditsBackLive: { meals: 2, value: 498 } }),
    ]);
    expect(closing).toMatchObject({
      started: 0,
      refund: 1245,
      mealsCancelled: 7,
      forfeited: { meals: 2, value: 498 },
    });
  });

  it('counts a COD plan’s cash due, an unpaid order’s credits back, and no expired credit', () => {
    const cod = cancellationOutcome({ ...paidOnline, moneyIn: 0 }, plan(7, 2));
    const closing = closingOf(
      { meals: 1, value: 249 },
      [order(cod), order(null, { creditsBackLive: { meals: 1, value: 249 } })],
      // With a zero expiry period an earned credit is born expired: nothing of it is forfeited.
      false,
    );
    expect(closing).toMatchObject({
      plans: 1,
      refund: 0,
      amountDue: 498,
      forfeited: { meals: 2, value: 498 },
    });
  });

  it('compares the figures the customer saw with the figures now', () => {
    const shown = {
      refund: 0,
      amountDue: 0,
      mealsCancelled: 5,
      forfeited: { meals: 12, value: 2104 },
    };
    expect(sameClosingFigures(shown, { ...shown })).toBe(true);
    expect(sameClosingFigures(shown, { ...shown, mealsCancelled: 4 })).toBe(false);
    expect(sameClosingFigures(shown, { ...shown, forfeited: { meals: 12, value: 2103 } })).toBe(
      false,
    );
  });
});
