import { DELIVERY_STATUSES, type NotificationDeliveryStatus } from '@fitthali/domain/notifications';
import { AdminPage } from '../../../components/ui/admin-page';
import { AdminRouteError } from '../../../features/admin/components/admin-route-error';
import { adminLoad } from '../../../features/admin/lib/admin-load';
import { getOutbox } from '../../../features/admin/outbox/api/outbox';
import { OutboxTable } from '../../../features/admin/outbox/components/outbox-table';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/notifications';
import '../../../features/admin/subscription-detail/subscription-detail.css';

export const meta: Route.MetaFunction = () =>
  pageMeta('Outbox · Admin', 'Every message to customers and how it went.');

const INTRO =
  'Every message to customers, on each channel: sent, waiting, or failed after every attempt.';

function filtersOf(url: URL) {
  const raw = url.searchParams.get('status') ?? undefined;
  const status = DELIVERY_STATUSES.find((s) => s === raw) as NotificationDeliveryStatus | undefined;
  const offset = Math.max(0, Number.parseInt(url.searchParams.get('offset') ?? '0', 10) || 0);
  return { status, offset };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = filtersOf(new URL(request.url));
  const page = await adminLoad('outbox', () => getOutbox(filters, request.signal));
  return { page, ...filters };
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Outbox" intro={INTRO}>
      <AdminRouteError what="outbox" />
    </AdminPage>
  );
}

export default function AdminNotifications({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Outbox" intro={INTRO}>
      <OutboxTable page={loaderData.page} status={loaderData.status} offset={loaderData.offset} />
    </AdminPage>
  );
}
