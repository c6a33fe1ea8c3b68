import { MSG } from '@fitthali/domain/messages';
import { describe, expect, it } from 'vitest';
import { arrivalMessage } from './arrival';

describe('arrivalMessage', () => {
  it('greets a paid online order and a COD order', () => {
    expect(arrivalMessage({ paymentSuccess: true })).toBe(MSG.paymentArrival);
    expect(arrivalMessage({ orderConfirmed: true, subscriptionId: 'x' })).toBe(MSG.orderArrival);
  });

  it('says nothing for any other arrival', () => {
    for (const state of [null, undefined, 'paymentSuccess', {}, { paymentSuccess: 'true' }]) {
      expect(arrivalMessage(state)).toBeNull();
    }
  });
});
