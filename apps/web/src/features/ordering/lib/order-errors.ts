import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import { MSG } from '@fitthali/domain/messages';
import { ApiError } from '../../../lib/api-client';

/**
 * What the customer reads when placing an order fails (SPEC §8): the server's own sentence when it
 * gave one ('Price has changed, please review your order', 'Invalid coupon code', …); otherwise
 * 'Subscription failed. Try again.' for an unsuccessful answer and 'Something went wrong' when no
 * answer came. On /payment the order is saved as part of paying, so both become
 * 'Something went wrong while saving your order.'
 */
export function orderErrorMessage(err: unknown, page: 'confirm' | 'payment'): string {
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage;
  if (page === 'payment') return MSG.paymentSaveError;
  if (err instanceof ApiError && err.kind === 'http') return MSG.subscriptionFailed;
  return MSG.subscribeError;
}

/** The price or the meal credits changed under the page: it loads them again. */
export function isPriceChanged(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    err.status === 409 &&
    (err.serverMessage === MSG.priceChanged || err.serverMessage === CREDIT_MSG.creditsChanged)
  );
}

export function isInvalidCoupon(err: unknown): boolean {
  return err instanceof ApiError && err.serverMessage === MSG.invalidCoupon;
}

export function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

/** The test gateway refuses an order that is already paid: a repeated click after success. */
export function isAlreadyPaid(err: unknown): boolean {
  return err instanceof ApiError && err.serverMessage === MSG.orderAlreadyPaid;
}
