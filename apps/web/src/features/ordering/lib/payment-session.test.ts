import { describe, expect, it } from 'vitest';
import { parsePaymentSession } from './payment-session';

const payload = {
  plan: 'High Protein',
  slot: 'Lunch',
  mealOption: 'Veg',
  duration: '7 Days',
  days: 7,
  startDate: '2025-03-14',
  deliveryDates: ['2025-03-14'],
  address: {
    at: 'Plot 1',
    po: 'Bhubaneswar',
    dist: 'Khordha',
    pin: '751001',
    lat: null,
    lng: null,
  },
  totalPrice: 1743,
  discount: 0,
  couponCode: null,
  paymentMode: 'Online',
  selectedDays: ['Monday'],
};

describe('parsePaymentSession', () => {
  it('accepts an online order with its key', () => {
    const session = parsePaymentSession({ payload, idempotencyKey: 'abcd-1234-efgh' });
    expect(session?.payload.totalPrice).toBe(1743);
  });

  it('treats anything else as no subscription data', () => {
    expect(parsePaymentSession(null)).toBeNull();
    expect(parsePaymentSession({ payload })).toBeNull();
    expect(parsePaymentSession({ payload, idempotencyKey: 'short' })).toBeNull();
    expect(
      parsePaymentSession({
        payload: { ...payload, paymentMode: 'COD' },
        idempotencyKey: 'abcd-1234',
      }),
    ).toBeNull();
    expect(
      parsePaymentSession({ payload: { ...payload, totalPrice: -1 }, idempotencyKey: 'abcd-1234' }),
    ).toBeNull();
  });
});
