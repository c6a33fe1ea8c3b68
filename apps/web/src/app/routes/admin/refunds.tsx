import { AdminPage } from '../../../components/ui/admin-page';
import { AdminRouteError } from '../../../features/admin/components/admin-route-error';
import { adminLoad } from '../../../features/admin/lib/admin-load';
import { getFailedRefunds } from '../../../features/admin/refunds/api/failed-refunds';
import { FailedRefunds } from '../../../features/admin/refunds/components/failed-refunds';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/refunds';
import '../../../features/admin/subscription-detail/subscription-detail.css';

export const meta: Route.MetaFunction = () =>
  pageMeta('Failed refunds · Admin', 'Refunds the payment gateway kept refusing.');

const INTRO = 'Refunds the payment gateway kept refusing after every automatic attempt.';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminLoad('failed refunds', () => getFailedRefunds(request.signal));
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Failed refunds" intro={INTRO}>
      <AdminRouteError what="failed refunds" />
    </AdminPage>
  );
}

export default function AdminRefunds({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Failed refunds" intro={INTRO}>
      <FailedRefunds refunds={loaderData} />
    </AdminPage>
  );
}
