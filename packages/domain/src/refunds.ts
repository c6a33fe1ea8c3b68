// The money rules of a refund (issue 14 point 5): integer rupees on our side, paise only where the
// gateway is called. A refund never exceeds what the order received minus the refunds that did
// not fail minus the meal credits given for its meals (issue 25 point 4, decision 137).

/**
 * `credited`: a refund that kept failing, issued as meal credit instead (decision 98). It still
 * counts against the payment: the money it was for went back as credit.
 */
export const REFUND_STATUSES = ['pending', 'processed', 'failed', 'credited'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Razorpay's refund speeds; `optimum` asks for an instant refund where the bank allows it. */
export const REFUND_SPEEDS = ['normal', 'optimum'] as const;
export type RefundSpeed = (typeof REFUND_SPEEDS)[number];

/** How many times a refund is sent to the gateway before it waits for the admin. */
export const REFUND_MAX_ATTEMPTS = 5;

export interface RefundLine {
  amount: number;
  status: RefundStatus;
}

/**
 * The most a refund of an order may still be (issue 25 point 4): nobody is compensated twice.
 * Money received for the order, less every refund not failed (pending, processed, or issued as
 * meal credit instead), less the meal credits issued for the order's own meals (a missed meal, a
 * meal cancelled after the start) and not taken back. Each figure is kept so the admin reads why.
 */
export interface RefundCeiling {
  /** Rupees received for the order: its online payment captured, or its COD cash collected. */
  paid: number;
  /** Refunds not failed. */
  refunded: number;
  /** Meal credits issued for the order's meals and not taken back, in rupees. */
  credited: number;
  /** paid − refunded − credited, never below 0. */
  refundable: number;
}

export function refundCeiling(
  paid: number,
  refunds: readonly RefundLine[],
  credited: number,
): RefundCeiling {
  const refunded = refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return { paid, refunded, credited, refundable: Math.max(0, paid - refunded - credited) };
}

export type RefundCheck =
  | { ok: true; amount: number; ceiling: RefundCeiling }
  | {
      ok: false;
      problem: 'not-whole' | 'not-positive' | 'nothing-left' | 'above-refundable';
      ceiling: RefundCeiling;
    };

/** Whether `amount` rupees may be refunded of an order whose ceiling is `ceiling`. */
export function checkRefundAmount(amount: number, ceiling: RefundCeiling): RefundCheck {
  if (!Number.isInteger(amount)) return { ok: false, problem: 'not-whole', ceiling };
  if (amount <= 0) return { ok: false, problem: 'not-positive', ceiling };
  if (ceiling.refundable === 0) return { ok: false, problem: 'nothing-left', ceiling };
  if (amount > ceiling.refundable) return { ok: false, problem: 'above-refundable', ceiling };
  return { ok: true, amount, ceiling };
}

/**
 * A missed meal's credit (decision 154): its frozen value, but never more than the order has left
 * to give back by the same ceiling a refund keeps to (what it was paid − refunds not failed −
 * credits already issued for its meals), so refunds and credits together never pass what was
 * paid. `value` 0: no credit at all; `cut`: less than the meal's value, or none.
 */
export interface MissedMealCredit {
  /** Rupees credited: min(the meal's value, what the order has left). */
  value: number;
  /** The meal's frozen value, what it would have earned. */
  mealValue: number;
  cut: boolean;
  ceiling: RefundCeiling;
}

export function missedMealCredit(mealValue: number, ceiling: RefundCeiling): MissedMealCredit {
  const value = Math.max(0, Math.min(mealValue, ceiling.refundable));
  return { value, mealValue, cut: value < mealValue, ceiling };
}

/** Rupees as the gateway counts them. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isInteger(rupees)) throw new Error(`rupees must be whole: ${rupees}`);
  return rupees * 100;
}

const MINUTE = 60_000;

/**
 * How long to wait before sending a refund again after `attempts` tries: 1, 2, 4, 8 … minutes,
 * never more than an hour, so a gateway down for a while is not hammered and a short outage
 * costs the customer minutes.
 */
export function refundRetryDelayMs(attempts: number): number {
  const step = Math.max(0, attempts - 1);
  return Math.min(60 * MINUTE, 2 ** step * MINUTE);
}
