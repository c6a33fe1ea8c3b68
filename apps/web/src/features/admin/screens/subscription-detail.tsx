import { MSG } from '@fitthali/domain/messages';
import { type ClientLoaderFunctionArgs, isRouteErrorResponse, Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { adminSession } from '../../../lib/admin-session';
import { ApiError } from '../../../lib/api-client';
import { getOrderInvoices } from '../../invoices/api/invoices';
import { OrderInvoices } from '../../invoices/components/order-invoices';
import { AdminRouteError } from '../components/admin-route-error';
import { adminLoad, adminLoadSilently } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';
import { getAdminOrder } from '../subscription-detail/api/get-admin-order';
import { AdminOrderPage } from '../subscription-detail/components/admin-order-page';

export async function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  const id = params.id ?? '';
  const [order, invoices] = await Promise.all([
    adminLoad('admin order', () => getAdminOrder(id, request.signal)),
    adminLoadSilently('order invoices', () => getOrderInvoices(id, adminSession, request.signal)),
  ]);
  return { order, invoices: invoices ?? [] };
}

export default function AdminSubscriptionDetail({ loaderData }: ScreenProps<typeof clientLoader>) {
  return (
    <AdminOrderPage
      order={loaderData.order}
      invoices={<OrderInvoices invoices={loaderData.invoices} session={adminSession} />}
    />
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
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
