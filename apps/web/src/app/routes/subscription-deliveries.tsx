import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { isRouteErrorResponse, Navigate, useLocation, useRevalidator } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import { getSubscriptionSchedule } from '../../features/deliveries/api/get-subscription-schedule';
import { SubscriptionDeliveriesPage } from '../../features/deliveries/components/subscription-deliveries-page';
import { useRenewPlan } from '../../features/ordering/hooks/use-renew-plan';
import { LocaleLink, useLocalePath } from '../../i18n/locale-link';
import { loadOdia, translatorFor, useT } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { readToken } from '../../lib/auth-storage';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/subscription-deliveries';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'deliveries');
  return pageMeta(t('My Deliveries'), t('Skip, pause and resume the meals of your FitThali plan.'));
};

// One of the customer's plans with its deliveries (issue 13). Without a login the component sends
// the visitor to the login page with `state.from`, so login brings them back here (as /profile).
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  // An Odia plan page fetches its words before it shows (decision 240).
  const path = new URL(request.url).pathname;
  if (localeOfPath(path) === 'or') await loadOdia(path);
  let signedIn = false;
  try {
    signedIn = readToken() !== null;
  } catch {
    signedIn = false;
  }
  if (!signedIn) return { signedIn: false as const };
  try {
    return {
      signedIn: true as const,
      order: await getSubscriptionSchedule(params.id, request.signal),
    };
  } catch (err) {
    // A refused token has signed the customer out already (lib/api-client).
    if (err instanceof ApiError && err.status === 401) return { signedIn: false as const };
    throw err;
  }
}

export function HydrateFallback() {
  const t = useT('deliveries');
  return <LoadingState label={t('Loading your deliveries…')} />;
}

export default function SubscriptionDeliveries({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const renew = useRenewPlan();
  const localePath = useLocalePath();
  if (!loaderData.signedIn) {
    return <Navigate to={localePath('/login')} replace state={{ from: location }} />;
  }
  return <SubscriptionDeliveriesPage order={loaderData.order} onRenew={renew} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const t = useT('deliveries');
  const notFound =
    (error instanceof ApiError && error.status === 404) ||
    (isRouteErrorResponse(error) && error.status === 404);
  return (
    <section className="container deliveries-page">
      <h1 className="deliveries-page__title">{t('My Deliveries')}</h1>
      <p role="alert" className="form-alert form-alert--error">
        {notFound
          ? t('We could not find that order.')
          : t('Your deliveries could not be loaded. Please try again.')}
      </p>
      <p className="deliveries-page__actions">
        {notFound ? null : (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => revalidator.revalidate()}
          >
            {t('Try again')}
          </button>
        )}
        <LocaleLink to="/profile" className="btn btn--ghost">
          {t('Back to my profile')}
        </LocaleLink>
      </p>
    </section>
  );
}
