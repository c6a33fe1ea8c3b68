import { MSG } from '@fitthali/domain/messages';
import { type ClientLoaderFunctionArgs, isRouteErrorResponse, Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { ApiError } from '../../../lib/api-client';
import { AdminRouteError } from '../components/admin-route-error';
import { adminLoad } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';
import { getAdminOrder } from '../subscription-detail/api/get-admin-order';
import { AdminOrderPage } from '../subscription-detail/components/admin-order-page';

export async function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  return adminLoad('admin order', () => getAdminOrder(params.id ?? '', request.signal));
}

export default function AdminSubscriptionDetail({ loaderData }: ScreenProps<typeof clientLoader>) {
  return <AdminOrderPage order={loaderData} />;
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
