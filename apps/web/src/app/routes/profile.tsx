import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import { AccountSection } from '../../features/account/components/account-section';
import { getCredits, NO_CREDITS } from '../../features/credits/api/get-credits';
import { CreditsSection } from '../../features/credits/components/credits-section';
import { getInvoices } from '../../features/invoices/api/invoices';
import { InvoicesSection } from '../../features/invoices/components/invoices-section';
import {
  getNotifications,
  getPreferences,
  type NotificationView,
} from '../../features/notifications/api/notifications';
import { NotificationsSection } from '../../features/notifications/components/notifications-section';
import { useRenewPlan } from '../../features/ordering/hooks/use-renew-plan';
import { getDietaryPreferences } from '../../features/preferences/api/preferences';
import { DietaryPreferencesSection } from '../../features/preferences/components/dietary-preferences-section';
import { getProfile } from '../../features/profile/api/get-profile';
import { DataExportSection } from '../../features/profile/components/data-export-section';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { useLocalePath } from '../../i18n/locale-link';
import { loadOdia, translatorFor, useT } from '../../i18n/messages';
import { isAbortError } from '../../lib/api-client';
import { hasStoredToken } from '../../lib/auth-storage';
import { pageMeta } from '../../lib/page-meta';
import { clearSession } from '../../lib/session';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'account');
  return pageMeta(t('My Profile'), t('Your FitThali credits, subscriptions and transactions.'));
};

// The profile needs a stored login token (SPEC §2.13). The loader reads storage and the profile on
// every visit; the component does the redirect, because only a navigation can carry `state.from`
// so the login page brings the visitor back here.
/** A second read the profile can show without: its failure leaves `fallback`. */
function orElse<T>(read: Promise<T>, fallback: T): Promise<T> {
  return read.catch((err) => {
    if (isAbortError(err)) throw err;
    return fallback;
  });
}

const NO_FURTHER_READS = {
  notifications: [] as NotificationView[],
  preferences: null,
  dietary: null,
};

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // An Odia profile fetches its words before it shows (decision 240).
  const path = new URL(request.url).pathname;
  if (localeOfPath(path) === 'or') await loadOdia(path);
  const signedIn = hasStoredToken();
  if (!signedIn) return { user: null, credits: NO_CREDITS, invoices: [], ...NO_FURTHER_READS };
  try {
    // The credits' history, the invoices, the notifications and the dietary preferences are further
    // reads; the profile shows without them.
    const [user, credits, invoices, notifications, preferences, dietary] = await Promise.all([
      getProfile(request.signal),
      orElse(getCredits(request.signal), NO_CREDITS),
      orElse(getInvoices(request.signal), []),
      orElse(getNotifications(request.signal), []),
      orElse(getPreferences(request.signal), null),
      orElse(getDietaryPreferences(request.signal), null),
    ]);
    return { user, credits, invoices, notifications, preferences, dietary };
  } catch (err) {
    // A load the visitor left behind is not a failure to sign out for.
    if (isAbortError(err)) throw err;
    // SPEC §4: a failed or unsuccessful profile load signs out and goes to log in.
    clearSession();
    return { user: null, credits: NO_CREDITS, invoices: [], ...NO_FURTHER_READS };
  }
}

export function HydrateFallback() {
  const t = useT('account');
  return <LoadingState label={t('Loading your profile…')} />;
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const renew = useRenewPlan();
  const localePath = useLocalePath();
  if (!loaderData.user) {
    return <Navigate to={localePath('/login')} replace state={{ from: location }} />;
  }
  return (
    <ProfilePage
      user={loaderData.user}
      onRenew={renew}
      creditsSection={<CreditsSection credits={loaderData.credits} />}
      invoicesSection={<InvoicesSection invoices={loaderData.invoices} />}
      accountSection={
        <>
          <AccountSection key={loaderData.user._id} account={loaderData.user} />
          <DataExportSection />
        </>
      }
      preferencesSection={<DietaryPreferencesSection preferences={loaderData.dietary} />}
      notificationsSection={
        <NotificationsSection
          notifications={loaderData.notifications}
          preferences={loaderData.preferences}
        />
      }
    />
  );
}
