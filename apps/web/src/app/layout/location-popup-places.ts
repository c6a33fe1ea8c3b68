import { PLANS } from '@fitthali/domain/plans';

/**
 * Pages where the first-visit location popup never opens, because the customer came to do
 * something else there (issue 25 point 11): signing in, and every step of an order (a plan page's
 * order form, the confirm page, which asks for a location itself when it needs one, the payment).
 */
const NOT_OVER = new Set([
  '/login',
  '/signup',
  '/forgot-password',
  ...PLANS.map((plan) => plan.path),
  '/subscribe-confirm',
  '/payment',
]);

/**
 * Whether the first-visit popup may open on the page at `pathname`. Never while an order is under
 * way (a draft is kept from Subscribe until the order is placed), so at most one location prompt
 * comes on the way to an order: the confirm page's, and only when no location is known.
 */
export function locationPopupMayOpen(pathname: string, orderUnderWay: boolean): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !orderUnderWay && !NOT_OVER.has(path);
}
