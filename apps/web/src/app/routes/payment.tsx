import { useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import {
  PaymentPage,
  useInvalidPaymentSession,
} from '../../features/ordering/components/payment-page';
import { parsePaymentSession } from '../../features/ordering/lib/payment-session';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/payment';

export const meta: Route.MetaFunction = () =>
  pageMeta('Confirm & Pay', 'Review your FitThali subscription and pay securely online.');

// The order arrives in navigation state from /subscribe-confirm (it survives a reload); opened any
// other way there is nothing to pay for, and the visitor goes home with SPEC §2.12's message.
export default function Payment() {
  const location = useLocation();
  const session = parsePaymentSession(
    (location.state as { payment?: unknown } | null)?.payment ?? null,
  );
  useInvalidPaymentSession(session === null);
  if (!session) return <LoadingState label="Checking your payment…" />;
  return <PaymentPage session={session} />;
}
