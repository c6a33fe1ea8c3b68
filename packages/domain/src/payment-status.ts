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
 * The words a person reads for a payment status, on every screen. A status this code does not
 * know yet (a newer server) is shown capitalised rather than hidden; no status at all is 'Unknown'.
 */
export function paymentStatusLabel(status: string | null | undefined): string {
  const value = (status ?? '').trim().toLowerCase();
  if (isPaymentStatus(value)) return LABELS[value];
  if (value === '') return 'Unknown';
  return value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
}
