import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import { getCredits, NO_CREDITS } from '../../features/credits/api/get-credits';
import { CreditsSection } from '../../features/credits/components/credits-section';
import { getInvoices } from '../../features/invoices/api/invoices';
import { InvoicesSection } from '../../features/invoices/components/invoices-section';
import { useRenewPlan } from '../../features/ordering/hooks/use-renew-plan';
import { getProfile } from '../../features/profile/api/get-profile';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { isAbortError } from '../../lib/api-client';
import { hasStoredToken } from '../../lib/auth-storage';
import { pageMeta } from '../../lib/page-meta';
import { clearSession } from '../../lib/session';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () =>
  pageMeta('My Profile', 'Your FitThali credits, subscriptions and transactions.');

// The profile needs a stored login token (SPEC §2.13). The loader reads storage and the profile on
// every visit; the component does the redirect, because only a navigation can carry `state.from`
// so the login page brings the visitor back here.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const signedIn = hasStoredToken();
  if (!signedIn) return { user: null, credits: NO_CREDITS, invoices: [] };
  try {
    // The credits' history and the invoices are further reads; the profile still shows if they fail.
    const [user, credits, invoices] = await Promise.all([
      getProfile(request.signal),
      getCredits(request.signal).catch((err) => {
        if (isAbortError(err)) throw err;
        return NO_CREDITS;
      }),
      getInvoices(request.signal).catch((err) => {
        if (isAbortError(err)) throw err;
        return [];
      }),
    ]);
    return { user, credits, invoices };
  } catch (err) {
    // A load the visitor left behind is not a failure to sign out for.
    if (isAbortError(err)) throw err;
    // SPEC §4: a failed or unsuccessful profile load signs out and goes to log in.
    clearSession();
    return { user: null, credits: NO_CREDITS, invoices: [] };
  }
}

export function HydrateFallback() {
  return <LoadingState label="Loading your profile…" />;
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const renew = useRenewPlan();
  if (!loaderData.user) return <Navigate to="/login" replace state={{ from: location }} />;
  return (
    <ProfilePage
      user={loaderData.user}
      onRenew={renew}
      creditsSection={<CreditsSection credits={loaderData.credits} />}
      invoicesSection={<InvoicesSection invoices={loaderData.invoices} />}
    />
  );
}
