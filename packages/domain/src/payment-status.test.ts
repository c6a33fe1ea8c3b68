import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, paymentStatusLabel } from './payment-status.ts';

describe('paymentStatusLabel', () => {
  it.each([
    ['paid', 'Paid'],
    ['pending', 'Awaiting payment'],
    ['due', 'Due on delivery'],
    ['failed', 'Failed'],
    ['expired', 'Expired'],
    ['cancelled', 'Cancelled'],
  ])('%s reads %s', (status, label) => {
    expect(paymentStatusLabel(status)).toBe(label);
  });

  it('gives every known status a label of its own, never the raw word', () => {
    for (const status of PAYMENT_STATUSES) {
      expect(paymentStatusLabel(status)).not.toBe(status);
    }
  });

  it('reads any letter case and surrounding spaces', () => {
    expect(paymentStatusLabel(' PAID ')).toBe('Paid');
  });

  it('capitalises a status it does not know and names a missing one', () => {
    expect(paymentStatusLabel('refund_due')).toBe('Refund due');
    expect(paymentStatusLabel(null)).toBe('Unknown');
    expect(paymentStatusLabel('')).toBe('Unknown');
  });
});
