import { MSG } from '@fitthali/domain/messages';
import { isRouteErrorResponse, Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { AdminRouteError } from '../../../features/admin/components/admin-route-error';
import { adminLoad } from '../../../features/admin/lib/admin-load';
import { getAdminOrder } from '../../../features/admin/subscription-detail/api/get-admin-order';
import { AdminOrderPage } from '../../../features/admin/subscription-detail/components/admin-order-page';
import { ApiError } from '../../../lib/api-client';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/subscription-detail';

export const meta: Route.MetaFunction = () =>
  pageMeta('Order · Admin', 'One order: its deliveries, changes and audit trail.');

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return adminLoad('admin order', () => getAdminOrder(params.id, request.signal));
}

export default function AdminSubscriptionDetail({ loaderData }: Route.ComponentProps) {
  return <AdminOrderPage order={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { id } = useParams();
  const notFound =
    (error instanceof ApiError && (error.status === 404 || error.status === 400)) ||
    (isRouteErrorResponse(error) && error.status === 404);
  return (
    <AdminPage title="Order" intro={id ? `Order ${id}` : undefined}>
      {notFound ? (
        <p role="alert" className="form-alert form-alert--error">
          {MSG.orderNotFound}
        </p>
      ) : (
        <AdminRouteError what="the order" />
      )}
      <p>
        <Link to="/admin/subscriptions">← All Subscriptions</Link>
      </p>
    </AdminPage>
  );
}
