import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, paymentStanding, paymentStatusLabel } from './payment-status.ts';

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

describe('paymentStanding (issue 25 point 6)', () => {
  it('reads Refunded after a full refund, not Paid', () => {
    const standing = paymentStanding('paid', 1_743, [{ amount: 1_743, status: 'processed' }]);
    expect(standing).toBe('refunded');
    expect(paymentStatusLabel(standing)).toBe('Refunded');
  });

  it('reads Partly refunded after part, and Refund in progress before any arrives', () => {
    expect(
      paymentStatusLabel(paymentStanding('paid', 1_743, [{ amount: 747, status: 'processed' }])),
    ).toBe('Partly refunded');
    expect(
      paymentStatusLabel(paymentStanding('paid', 1_743, [{ amount: 747, status: 'pending' }])),
    ).toBe('Refund in progress');
  });

  it('stays Paid when the refund failed or went back as meal credit, and leaves other statuses', () => {
    expect(paymentStanding('paid', 1_743, [{ amount: 1_743, status: 'failed' }])).toBe('paid');
    expect(paymentStanding('paid', 1_743, [{ amount: 1_743, status: 'credited' }])).toBe('paid');
    expect(paymentStanding('due', 0, [])).toBe('due');
  });
});
