import { MSG } from '@fitthali/domain/messages';

/**
 * What the profile says to a customer who has just ordered: the confirm page arrives with
 * `orderConfirmed`, the payment page with `paymentSuccess` (SPEC §4). Any other state says nothing.
 */
export function arrivalMessage(state: unknown): string | null {
  if (state === null || typeof state !== 'object') return null;
  const flags = state as { paymentSuccess?: unknown; orderConfirmed?: unknown };
  if (flags.paymentSuccess === true) return MSG.paymentArrival;
  if (flags.orderConfirmed === true) return MSG.orderArrival;
  return null;
}
