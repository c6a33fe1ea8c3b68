import { useRevalidator } from 'react-router';
import { LoadError } from './load-error';

/** An admin route's ErrorBoundary: the load failed; "Try again" runs the route's loader again. */
export function AdminRouteError({ what }: { what: string }) {
  const { revalidate } = useRevalidator();
  return <LoadError what={what} onRetry={() => void revalidate()} />;
}
