import { MSG } from '@fitthali/domain/messages';
import { isRouteErrorResponse, Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { AdminRouteError } from '../../../features/admin/components/admin-route-error';
import { adminLoad, adminLoadSilently } from '../../../features/admin/lib/admin-load';
import { getAdminOrder } from '../../../features/admin/subscription-detail/api/get-admin-order';
import { AdminOrderPage } from '../../../features/admin/subscription-detail/components/admin-order-page';
import { getOrderInvoices } from '../../../features/invoices/api/invoices';
import { OrderInvoices } from '../../../features/invoices/components/order-invoices';
import { adminSession } from '../../../lib/admin-session';
import { ApiError } from '../../../lib/api-client';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/subscription-detail';

export const meta: Route.MetaFunction = () =>
  pageMeta('Order · Admin', 'One order: its deliveries, changes and audit trail.');

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [order, invoices] = await Promise.all([
    adminLoad('admin order', () => getAdminOrder(params.id, request.signal)),
    adminLoadSilently('order invoices', () =>
      getOrderInvoices(params.id, adminSession, request.signal),
    ),
  ]);
  return { order, invoices: invoices ?? [] };
}

export default function AdminSubscriptionDetail({ loaderData }: Route.ComponentProps) {
  return (
    <AdminOrderPage
      order={loaderData.order}
      invoices={<OrderInvoices invoices={loaderData.invoices} session={adminSession} />}
    />
  );
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
