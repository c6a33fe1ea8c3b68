// What a customer and an operator read about meal credits and missed-delivery reports (issue 14).
// Kept apart from MSG, which every storefront page loads (decision 63).
import { fill } from './i18n/fill.ts';
import { formatRupees } from './rupees.ts';

/** The sentences with values, as ICU templates: the msgid of their translation. */
export const CREDIT_TEMPLATES = {
  balance:
    '{meals, plural, one {{rupees} · 1 meal, expiring on {firstExpiry}} other {{rupees} · # meals, the first expiring on {firstExpiry}}}',
  mealCredit: 'Meal credit: {amount}',
  reportAcceptedCredit: 'Your report was accepted: this meal earned a meal credit of {amount}.',
} as const;

export const CREDIT_MSG = {
  invalidCredits: 'Credits to use must be a whole number, 0 or more.',
  creditsChanged: 'Your meal credits have changed, please review your order',
  creditsCoverOnlineOrder:
    'Your credits cover the whole order. Please choose Cash on Delivery: nothing will be due.',
  invalidExpiryDays: 'Credits must last 1 to 730 days.',
  reportNotDelivered: 'Only a delivered meal can be reported as missed.',
  reportTooLate: 'A missed meal can be reported up to 24 hours after its delivery window.',
  reportAlreadyDecided: 'This report has already been answered.',
  reportNotFound: 'We could not find that report.',
  rejectNeedsReason: 'Please say why the report is rejected.',
  earnedForMissed: 'Missed delivery',
  spentOnOrder: 'Used on an order',
  expired: 'Expired',
  givenBackUnpaid: 'Given back: the order was not paid',
  givenBackCancelled: 'Given back: the plan was cancelled before it started',
  earnedForCancel: 'Plan cancelled: a meal not yet cooked',
  takenBackDelivered: 'Taken back: the meal was delivered after all',
  missedAgain: 'Missed delivery (marked again)',
  forfeitedAccountDeleted: 'Forfeited: the account was deleted',
  /**
   * The profile's one balance line (issue 25 point 13): money first, then meals and the first
   * expiry, given as the screen formats them ('₹2,104', 'Tue, 09 Jun, 2026').
   */
  balance: (rupees: string, meals: number, firstExpiry: string) =>
    fill(CREDIT_TEMPLATES.balance, { rupees, meals, firstExpiry }),
  noCredits: 'No meal credits. A missed meal earns one, to use on your next order.',
  useAtCheckout: 'Use them at checkout on your next order.',
  detailsToggle: 'What makes up your credits',
  noCreditAlreadyBack:
    'No meal credit: what was paid for this order has already come back as refunds or credits',
  reportAccepted: 'Your report was accepted.',
  reportAcceptedNoCredit:
    'Your report was accepted. This meal earned no meal credit: what you paid for this order has already come back to you.',
} as const;

/**
 * What a missed meal earned, under it on the plan page and the admin's order page (decision 154):
 * 'Meal credit: ₹249', or none because what was paid for the order already came back. Null when
 * not known (the meal is not missed, or the answer did not read it).
 */
export function missedCreditLine(credit: number | null | undefined): string | null {
  if (credit === null || credit === undefined) return null;
  if (credit > 0) return fill(CREDIT_TEMPLATES.mealCredit, { amount: formatRupees(credit) });
  return CREDIT_MSG.noCreditAlreadyBack;
}

/** The customer's accepted report, promising a credit only when one was given (decision 154). */
export function reportAcceptedText(credit: number | null | undefined): string {
  if (credit === null || credit === undefined) return CREDIT_MSG.reportAccepted;
  if (credit > 0) {
    return fill(CREDIT_TEMPLATES.reportAcceptedCredit, { amount: formatRupees(credit) });
  }
  return CREDIT_MSG.reportAcceptedNoCredit;
}
