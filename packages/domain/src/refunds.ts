// The money rules of a refund (issue 14 point 5): integer rupees on our side, paise only where the
// gateway is called. A refund never exceeds what the payment captured minus the refunds that did
// not fail.

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

/** What is left to refund of a payment: the captured rupees minus every refund not failed. */
export function refundableAmount(captured: number, refunds: readonly RefundLine[]): number {
  const taken = refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, captured - taken);
}

export type RefundCheck =
  | { ok: true; amount: number; refundable: number }
  | {
      ok: false;
      problem: 'not-whole' | 'not-positive' | 'nothing-left' | 'above-refundable';
      refundable: number;
    };

/** Whether `amount` rupees may be refunded of a payment that captured `captured` rupees. */
export function checkRefundAmount(
  amount: number,
  captured: number,
  refunds: readonly RefundLine[],
): RefundCheck {
  const refundable = refundableAmount(captured, refunds);
  if (!Number.isInteger(amount)) return { ok: false, problem: 'not-whole', refundable };
  if (amount <= 0) return { ok: false, problem: 'not-positive', refundable };
  if (refundable === 0) return { ok: false, problem: 'nothing-left', refundable };
  if (amount > refundable) return { ok: false, problem: 'above-refundable', refundable };
  return { ok: true, amount, refundable };
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
