import type { ClientLoaderFunctionArgs } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { AdminRouteError } from '../components/admin-route-error';
import { adminLoad } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';
import { getFailedRefunds } from '../refunds/api/failed-refunds';
import { FailedRefunds } from '../refunds/components/failed-refunds';
import '../subscription-detail/subscription-detail.css';

const INTRO = 'Refunds the payment gateway kept refusing after every automatic attempt.';

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return adminLoad('failed refunds', () => getFailedRefunds(request.signal));
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Failed refunds" intro={INTRO}>
      <AdminRouteError what="failed refunds" />
    </AdminPage>
  );
}

export default function AdminRefunds({ loaderData }: ScreenProps<typeof clientLoader>) {
  return (
    <AdminPage title="Failed refunds" intro={INTRO}>
      <FailedRefunds refunds={loaderData} />
    </AdminPage>
  );
}
