/**
 * Where an order's payment stands. 'due' is cash on delivery not yet collected; 'pending' an
 * online payment not yet made; 'cancelled' a COD order cancelled before it was collected, so
 * nothing is owed any more (an unpaid online order that is cancelled or runs out of time is
 * 'expired').
 */
export const PAYMENT_STATUSES = [
  'due',
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

const LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  pending: 'Awaiting payment',
  due: 'Due on delivery',
  failed: 'Failed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/**
 * What a paid order's payment became once money went back to the customer (issue 25 point 6). The
 * stored status stays `paid` (money was taken; the books read it so); this is what screens show.
 */
export const REFUND_STANDINGS = ['refunded', 'partly_refunded', 'refund_pending'] as const;
export type RefundStanding = (typeof REFUND_STANDINGS)[number];

const STANDING_LABELS: Record<RefundStanding, string> = {
  refunded: 'Refunded',
  partly_refunded: 'Partly refunded',
  refund_pending: 'Refund in progress',
};

/**
 * A paid order's payment as it stands: `refunded` once processed money refunds reach what was
 * paid, `partly_refunded` for less, `refund_pending` while a refund is on its way and nothing has
 * arrived yet; otherwise the stored status. A refund issued as meal credit is not money back.
 */
export function paymentStanding(
  status: string,
  paid: number,
  refunds: readonly { amount: number; status: string }[],
): PaymentStatus | RefundStanding | string {
  if (status !== 'paid' || paid <= 0) return status;
  const back = refunds
    .filter((refund) => refund.status === 'processed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  if (back >= paid) return 'refunded';
  if (back > 0) return 'partly_refunded';
  if (refunds.some((refund) => refund.status === 'pending')) return 'refund_pending';
  return status;
}

/**
 * The words a person reads for a payment status (or a refund standing), on every screen. A status this code does not
 * know yet (a newer server) is shown capitalised rather than hidden; no status at all is 'Unknown'.
 */
export function paymentStatusLabel(status: string | null | undefined): string {
  const value = (status ?? '').trim().toLowerCase();
  if (isPaymentStatus(value)) return LABELS[value];
  if ((REFUND_STANDINGS as readonly string[]).includes(value)) {
    return STANDING_LABELS[value as RefundStanding];
  }
  if (value === '') return 'Unknown';
  return value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
}
