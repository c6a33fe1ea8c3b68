import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import {
  PaymentPage,
  useInvalidPaymentSession,
} from '../../features/ordering/components/payment-page';
import { parsePaymentSession } from '../../features/ordering/lib/payment-session';
import { loadOdiaPage, translatorFor, useT } from '../../i18n/messages';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/payment';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'order');
  return pageMeta(
    t('Confirm & Pay'),
    t('Review your FitThali subscription and pay securely online.'),
  );
};

/** An Odia page's words arrive before it renders (decision 230); an English page loads nothing. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url);
  await loadOdiaPage(localeOfPath(pathname), pathname);
  return null;
}

export function HydrateFallback() {
  return <LoadingState label={useT('order')('Checking your payment…')} />;
}

// The order arrives in navigation state from /subscribe-confirm (it survives a reload); opened any
// other way there is nothing to pay for, and the visitor goes home with SPEC §2.12's message.
export default function Payment() {
  const location = useLocation();
  const t = useT('order');
  const session = parsePaymentSession(
    (location.state as { payment?: unknown } | null)?.payment ?? null,
  );
  useInvalidPaymentSession(session === null);
  if (!session) return <LoadingState label={t('Checking your payment…')} />;
  return <PaymentPage session={session} />;
}
