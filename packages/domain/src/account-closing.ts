// What deleting an account does with the customer's plans and credits (issue 25 point 1, decision
// 131). Deleting is never a cheaper way to cancel: each live plan ends by the cancellation rule
// itself (`cancellationOutcome`, the customer's own Cancel plan), so money goes back only where
// that rule gives money (a plan not yet started, paid online). Meal credits cannot be paid out or
// used without an account, so every credit the customer would then hold is forfeited: the ones
// held already, the ones the cancellations earn, and the ones spent on a plan not yet started that
// the rule gives back. The confirmation shows these figures before the customer confirms, and the
// deletion runs only while they are still what the customer was shown.
import type { CancelOutcome } from './cancellation.ts';
import type { CreditBalance } from './meal-credits.ts';

/** One order the deletion cancels. */
export interface ClosingOrder {
  /** The rule's outcome for a confirmed plan; null for an order never paid (nothing is owed). */
  outcome: CancelOutcome | null;
  /** Meals past their cut-off: cooked and delivered all the same, as for any cancel. */
  stillDelivered: number;
  /**
   * Credits spent on the order that come back with the cancellation (a plan not yet started, or
   * an order never paid) and are still live, so the deletion forfeits them: a given-back credit
   * keeps its old expiry, and one already past it simply expires.
   */
  creditsBackLive: CreditBalance;
}

export interface AccountClosingInput {
  /** The customer's live credits now. */
  held: CreditBalance;
  orders: readonly ClosingOrder[];
  /** A credit earned now is live (the operator's expiry period is not zero). */
  earnedLive: boolean;
}

/** The figures the delete confirmation states and the deletion then applies. */
export interface AccountClosing {
  /** Confirmed plans that end. */
  plans: number;
  /** Of those, plans past their start (or trials): nothing of them comes back in money. */
  started: number;
  /** Meals cancelled (never cooked). */
  mealsCancelled: number;
  /** Meals past their cut-off, still delivered. */
  stillDelivered: number;
  /** Rupees refunded to the original payment method (plans not yet started, paid online). */
  refund: number;
  /** Cash still due for meals kept (a started COD plan whose cash was not collected). */
  amountDue: number;
  /** The credits that ending the plans gives (earned after the start, or given back before it). */
  fromPlans: CreditBalance;
  /** Every credit lost with the account: those held plus `fromPlans`. */
  forfeited: CreditBalance;
}

const add = (a: CreditBalance, b: CreditBalance): CreditBalance => ({
  meals: a.meals + b.meals,
  value: a.value + b.value,
});

/** The sum of what each order's cancellation does, and the credits lost with the account. */
export function accountClosing(input: AccountClosingInput): AccountClosing {
  let fromPlans: CreditBalance = { meals: 0, value: 0 };
  const closing = {
    plans: 0,
    started: 0,
    mealsCancelled: 0,
    stillDelivered: 0,
    refund: 0,
    amountDue: 0,
  };
  for (const order of input.orders) {
    fromPlans = add(fromPlans, order.creditsBackLive);
    const { outcome } = order;
    if (!outcome) continue;
    closing.plans += 1;
    if (outcome.rule !== 'before-start') closing.started += 1;
    closing.mealsCancelled += outcome.cancelled.length;
    closing.stillDelivered += order.stillDelivered;
    closing.refund += outcome.refund;
    closing.amountDue += outcome.amountDue;
    if (input.earnedLive) {
      fromPlans = add(fromPlans, {
        meals: outcome.credits.length,
        value: outcome.credits.reduce((sum, c) => sum + c.value, 0),
      });
    }
  }
  return { ...closing, fromPlans, forfeited: add(input.held, fromPlans) };
}

/** The figures a customer confirms; the deletion refuses when they are no longer so. */
export type ClosingFigures = Pick<
  AccountClosing,
  'refund' | 'amountDue' | 'mealsCancelled' | 'forfeited'
>;

/** Whether the figures shown are still what the deletion would do. */
export function sameClosingFigures(shown: ClosingFigures, now: ClosingFigures): boolean {
  return (
    shown.refund === now.refund &&
    shown.amountDue === now.amountDue &&
    shown.mealsCancelled === now.mealsCancelled &&
    shown.forfeited.meals === now.forfeited.meals &&
    shown.forfeited.value === now.forfeited.value
  );
}

/**
 * What deleting the account does, in the refund policy's words (decision 131): the policy page's
 * section on deleting an account is these sentences. Kept here, beside the rule and away from the
 * message catalogue, so the policy pages load only these words.
 */
export const ACCOUNT_CLOSING_POLICY = [
  'Deleting your account cancels your plans by this same policy, never by another: a plan that has not started is refunded in full to the original payment method (a cash on delivery order has nothing left to pay), and a plan already started is not refunded: its meals not yet past their cut-off become meal credits, and meals past it are still delivered.',
  'Meal credits cannot be paid out or used without an account, so every meal credit is forfeited when the account is deleted: the credits you hold, the credits your cancelled plans give, and the credits you spent on a plan not yet started, which come back first.',
  'Before you confirm, the delete dialog shows what you lose in rupees and meals and what is refunded, and asks for your password. To keep your credits’ value, spend them on an order before deleting your account.',
] as const;
