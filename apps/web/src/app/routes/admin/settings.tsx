import { AdminPage } from '../../../components/ui/admin-page';
import { getCreditSettings } from '../../../features/admin/api/credit-settings';
import { getDeliverySettings } from '../../../features/admin/api/delivery-settings';
import { ChangePasswordForm } from '../../../features/admin/components/change-password-form';
import { CreditSettingsForm } from '../../../features/admin/components/credit-settings-form';
import { DeliverySettingsForm } from '../../../features/admin/components/delivery-settings-form';
import { adminLoadSilently } from '../../../features/admin/lib/admin-load';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () =>
  pageMeta('Settings · Admin', 'Admin account and delivery settings.');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [delivery, credits] = await Promise.all([
    adminLoadSilently('delivery settings', () => getDeliverySettings(request.signal)),
    adminLoadSilently('credit settings', () => getCreditSettings(request.signal)),
  ]);
  return { delivery, credits };
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Settings" intro="Admin account and delivery settings.">
      {loaderData.delivery ? (
        <DeliverySettingsForm settings={loaderData.delivery} />
      ) : (
        <p className="admin-card inline-error" role="alert">
          Could not load the delivery settings. Reload the page to try again.
        </p>
      )}
      {loaderData.credits ? <CreditSettingsForm settings={loaderData.credits} /> : null}
      <ChangePasswordForm />
    </AdminPage>
  );
}
