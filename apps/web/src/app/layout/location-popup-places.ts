import { pathInLocale } from '@fitthali/domain/i18n/locales';
import { PLANS } from '@fitthali/domain/plans';

/**
 * Pages where the first-visit location popup never opens, because the customer came to do
 * something else there (issue 25 point 11): signing in, and every step of an order (a plan page's
 * order form, the confirm page, whose address form asks for the PIN code, the payment).
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
 * way (a draft is kept from Subscribe until the order is placed), and once closed or answered
 * never again in the browser (decision 155), so at most one location prompt comes on the way to
 * an order: this popup, on a page for browsing; the confirm page opens none.
 */
export function locationPopupMayOpen(pathname: string, orderUnderWay: boolean): boolean {
  // An Odia page is where its English twin is: the Odia plan pages are on the way to an order too.
  const path = pathInLocale(pathname, 'en').replace(/\/+$/, '') || '/';
  return !orderUnderWay && !NOT_OVER.has(path);
}
