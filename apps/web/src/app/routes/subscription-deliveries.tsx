import { isRouteErrorResponse, Link, Navigate, useLocation, useRevalidator } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import { getSubscriptionSchedule } from '../../features/deliveries/api/get-subscription-schedule';
import { SubscriptionDeliveriesPage } from '../../features/deliveries/components/subscription-deliveries-page';
import { useRenewPlan } from '../../features/ordering/hooks/use-renew-plan';
import { ApiError } from '../../lib/api-client';
import { readToken } from '../../lib/auth-storage';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/subscription-deliveries';

export const meta: Route.MetaFunction = () =>
  pageMeta('My Deliveries', 'Skip, pause and resume the meals of your FitThali plan.');

// One of the customer's plans with its deliveries (issue 13). Without a login the component sends
// the visitor to the login page with `state.from`, so login brings them back here (as /profile).
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
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
  return <LoadingState label="Loading your deliveries…" />;
}

export default function SubscriptionDeliveries({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const renew = useRenewPlan();
  if (!loaderData.signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  return <SubscriptionDeliveriesPage order={loaderData.order} onRenew={renew} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const notFound =
    (error instanceof ApiError && error.status === 404) ||
    (isRouteErrorResponse(error) && error.status === 404);
  return (
    <section className="container deliveries-page">
      <h1 className="deliveries-page__title">My Deliveries</h1>
      <p role="alert" className="form-alert form-alert--error">
        {notFound
          ? 'We could not find that order.'
          : 'Your deliveries could not be loaded. Please try again.'}
      </p>
      <p className="deliveries-page__actions">
        {notFound ? null : (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => revalidator.revalidate()}
          >
            Try again
          </button>
        )}
        <Link to="/profile" className="btn btn--ghost">
          Back to my profile
        </Link>
      </p>
    </section>
  );
}
