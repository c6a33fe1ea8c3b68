// Every refusal the server can give on the ordering path (issue 27, decision 191): the coupon
// check, the order, the address book, the payment. Each comes back in Odia for an Odia request,
// the filled templates too (a start date too soon, weekdays that cannot fit, a wrong day count).
import { describe, expect, it } from 'vitest';
import { API_MSG } from '../api-messages.ts';
import { CREDIT_MSG } from '../credit-messages.ts';
import { MSG } from '../messages.ts';
import {
  dayCountMismatchMessage,
  startDateTooSoonMessage,
  weekdaysCannotFitMessage,
} from '../order-messages.ts';
import { localizeMessage } from './localize.ts';

const ODIA = /[\u0B00-\u0B7F]/;

const SAID_ON_THE_PATH = [
  // POST /api/subscribe and its pricing (apps/server/src/orders/price-order.ts, create-subscription.ts)
  MSG.onlinePaymentUnavailable,
  API_MSG.nothingToPayOnline,
  MSG.idempotencyMismatch,
  MSG.trialAlreadyUsed,
  MSG.unknownPlan,
  MSG.invalidSelectedDays,
  MSG.trialNeedsThreeDays,
  MSG.datesChanged,
  MSG.onlyOdisha,
  MSG.priceChanged,
  MSG.invalidCoupon,
  MSG.couponUsedUp,
  CREDIT_MSG.creditsChanged,
  CREDIT_MSG.creditsCoverOnlineOrder,
  startDateTooSoonMessage('2026-12-02', 24),
  weekdaysCannotFitMessage(21),
  dayCountMismatchMessage(2, 3),
  // GET /api/coupons/:code
  API_MSG.tooManyCouponChecks,
  // The address book
  API_MSG.addressNotFound,
  API_MSG.tooManyAddresses,
  // Payments
  API_MSG.testPaymentsDisabled,
  API_MSG.onlinePaymentsDisabled,
  MSG.orderNotFound,
  MSG.paymentNotApplied,
  MSG.orderAlreadyPaid,
  MSG.paymentNotVerified,
];

describe('the ordering path in Odia', () => {
  it.each(SAID_ON_THE_PATH)('%s', (english) => {
    const odia = localizeMessage(english, 'or');
    expect(odia).not.toBe(english);
    expect(odia).toMatch(ODIA);
  });

  it('says a filled template’s values the Odia way', () => {
    expect(localizeMessage(startDateTooSoonMessage('2026-12-02', 24), 'or')).toContain(
      'ବୁଧ, 02 ଡିସେମ୍ବର',
    );
    expect(localizeMessage(weekdaysCannotFitMessage(21), 'or')).toContain('21');
  });
});
