import { DELIVERY_STATUSES } from '@fitthali/domain/notifications';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { AdminRouteError } from '../components/admin-route-error';
import { adminLoad } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';
import { oneOf, pageOffset } from '../lib/list-params';
import { listOutbox } from '../outbox/api/outbox';
import { OutboxTable } from '../outbox/components/outbox-table';
import '../subscription-detail/subscription-detail.css';

const INTRO =
  'Every message to customers, on each channel: sent, waiting, or failed after every attempt.';

const PAGE_SIZE = 50;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const status = oneOf(params, 'status', DELIVERY_STATUSES);
  const offset = pageOffset(params);
  const page = await adminLoad('outbox', () =>
    listOutbox({ status, limit: PAGE_SIZE, offset }, request.signal),
  );
  return { page, status, offset };
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Outbox" intro={INTRO}>
      <AdminRouteError what="outbox" />
    </AdminPage>
  );
}

export default function AdminNotifications({ loaderData }: ScreenProps<typeof clientLoader>) {
  return (
    <AdminPage title="Outbox" intro={INTRO}>
      <OutboxTable page={loaderData.page} status={loaderData.status} />
    </AdminPage>
  );
}
