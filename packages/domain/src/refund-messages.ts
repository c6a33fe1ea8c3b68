// What the customer and the admin read about money refunds (issue 14 point 5). Kept apart from MSG
// because only the profile, the order pages and the server say these (decision 63).
import { fill } from './i18n/fill.ts';
import { formatRupees } from './india-format.ts';
import type { MissedMealCredit, RefundCeiling, RefundStatus } from './refunds.ts';

export const REFUND_MSG = {
  amountNotWhole: 'Please enter the refund in whole rupees.',
  amountNotPositive: 'A refund must be at least ₹1.',
  reasonRequired: 'Please write why this money is refunded.',
  reasonTooLong: 'Please keep the reason under 500 characters.',
  notPaidOnline: 'Only an order paid online can be refunded to the customer.',
  /** COD cash is the business's only once collected; collection comes with issue 14 point 6. */
  codNotRefundable:
    'This order is Cash on Delivery: there is no online payment to refund. Cash collected is settled by hand.',
  gatewayUnavailable:
    'The payment gateway this order was paid through is not enabled on this server.',
  idempotencyKeyRequired: 'An Idempotency-Key header is required for a refund.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different refund.',
  refundNotFound: 'We could not find that refund.',
  onlyFailedRetry: 'Only a failed refund can be retried.',
  onlyFailedCredit: 'Only a failed refund can be issued as meal credit.',
  noCustomerToCredit: 'This customer’s account no longer exists, so there is no one to credit.',
  refundCredited: 'Refund issued as meal credit.',
  refundCreditReason: 'A refund that could not reach your bank, issued as meal credit',
  /** Added to a credit note's reason when the refund was given as meal credit (decision 125). */
  creditNoteAsCredit: 'returned as meal credit',
  refundRequested: 'Refund requested.',
  refundRetried: 'Refund sent to the gateway again.',
  /** What the customer is told to expect while a refund is on its way (issue 14 point 5). */
  expectedTime: '5–7 working days',
} as const;

const rupees = formatRupees;

/**
 * Why a refund can be at most what it can (decision 137): '₹1,743 paid, less ₹996 given as meal
 * credits for this order'. The Refund form shows it, and every refusal says it.
 */
export function refundCeilingWhy(ceiling: RefundCeiling): string {
  const less: string[] = [];
  if (ceiling.refunded > 0) less.push(`${rupees(ceiling.refunded)} already refunded`);
  if (ceiling.credited > 0) {
    less.push(`${rupees(ceiling.credited)} given as meal credits for this order`);
  }
  const paid = `${rupees(ceiling.paid)} paid`;
  return less.length === 0 ? paid : `${paid}, less ${less.join(' and ')}`;
}

/** A refund above what can still be refunded, with the figure the admin may use and why. */
export function refundAboveLimitMessage(ceiling: RefundCeiling): string {
  return `A refund cannot be more than ${rupees(ceiling.refundable)}: ${refundCeilingWhy(ceiling)}.`;
}

/** Nothing can be refunded any more: the customer already has back all they paid. */
export function nothingLeftToRefundMessage(ceiling: RefundCeiling): string {
  return `Nothing is left to refund on this order: ${refundCeilingWhy(ceiling)}.`;
}

/**
 * Why a missed meal earned no credit, or less than its value (decision 154), as the admin reads it
 * in the mark's answer and the order's trail: 'No meal credit: nothing is left of what was paid
 * for this order (₹1,743 paid, less ₹1,743 already refunded).'
 */
export function missedCreditCutWhy(credit: MissedMealCredit): string {
  const why = refundCeilingWhy(credit.ceiling);
  if (credit.value === 0) {
    return `No meal credit: nothing is left of what was paid for this order (${why}).`;
  }
  return `A meal credit of ${rupees(credit.value)}, not ${rupees(credit.mealValue)}: only that is left of what was paid for this order (${why}).`;
}

/**
 * The customer's sentence when a missed meal earns no credit: what came back already, in rupees,
 * so no credit is promised. 'What you paid for this order (₹1,743) has already come back to you:
 * ₹1,743 refunded. So no meal credit is added for this meal.'
 */
export function missedNoCreditLine(ceiling: RefundCeiling): string {
  const values = {
    paid: rupees(ceiling.paid),
    refunded: rupees(ceiling.refunded),
    credited: rupees(ceiling.credited),
  };
  if (ceiling.refunded > 0 && ceiling.credited > 0) {
    return fill(REFUND_TEMPLATES.missedNoCreditBoth, values);
  }
  if (ceiling.refunded > 0) return fill(REFUND_TEMPLATES.missedNoCreditRefunded, values);
  if (ceiling.credited > 0) return fill(REFUND_TEMPLATES.missedNoCreditCredited, values);
  return fill(REFUND_TEMPLATES.missedNoCredit, values);
}

/** The missed-meal no-credit line, one whole sentence for each way the money came back. */
export const REFUND_TEMPLATES = {
  missedNoCredit:
    'What you paid for this order ({paid}) has already come back to you. So no meal credit is added for this meal.',
  missedNoCreditRefunded:
    'What you paid for this order ({paid}) has already come back to you: {refunded} refunded. So no meal credit is added for this meal.',
  missedNoCreditCredited:
    'What you paid for this order ({paid}) has already come back to you: {credited} in meal credits. So no meal credit is added for this meal.',
  missedNoCreditBoth:
    'What you paid for this order ({paid}) has already come back to you: {refunded} refunded and {credited} in meal credits. So no meal credit is added for this meal.',
} as const;

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Refund in progress',
  processed: 'Refunded',
  failed: 'Refund failed',
  credited: 'Issued as meal credit',
};

/** How a refund's state reads on screen. */
export function refundStatusLabel(status: RefundStatus): string {
  return REFUND_STATUS_LABELS[status];
}
