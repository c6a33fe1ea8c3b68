import { AdminPage } from '../../../components/ui/admin-page';
import { getDeliverySettings } from '../../../features/admin/api/delivery-settings';
import { ChangePasswordForm } from '../../../features/admin/components/change-password-form';
import { DeliverySettingsForm } from '../../../features/admin/components/delivery-settings-form';
import { adminLoadSilently } from '../../../features/admin/lib/admin-load';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () =>
  pageMeta('Settings · Admin', 'Admin account and delivery settings.');

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminLoadSilently('delivery settings', () => getDeliverySettings(request.signal));
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Settings" intro="Admin account and delivery settings.">
      {loaderData ? (
        <DeliverySettingsForm settings={loaderData} />
      ) : (
        <p className="admin-card inline-error" role="alert">
          Could not load the delivery settings. Reload the page to try again.
        </p>
      )}
      <ChangePasswordForm />
    </AdminPage>
  );
}
