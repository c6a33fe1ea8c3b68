// What the customer and the admin read about money refunds (issue 14 point 5). Kept apart from MSG
// because only the profile, the order pages and the server say these (decision 63).
import { formatRupees } from './india-format.ts';
import type { RefundStatus } from './refunds.ts';

export const REFUND_MSG = {
  amountNotWhole: 'Please enter the refund in whole rupees.',
  amountNotPositive: 'A refund must be at least ₹1.',
  nothingLeftToRefund: 'Everything paid for this order has already been refunded.',
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

/** A refund above what can still be refunded, with the figure the admin may use instead. */
export function refundAboveLimitMessage(refundable: number): string {
  return `A refund cannot be more than ${formatRupees(refundable)}, what is left of the payment.`;
}

const LABELS: Record<RefundStatus, string> = {
  pending: 'Refund in progress',
  processed: 'Refunded',
  failed: 'Refund failed',
  credited: 'Issued as meal credit',
};

/** How a refund's state reads on screen. */
export function refundStatusLabel(status: RefundStatus): string {
  return LABELS[status];
}
