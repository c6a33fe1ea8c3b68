import { AdminPage } from '../../../components/ui/admin-page';
import { getBusinessSettings } from '../../../features/admin/api/business-settings';
import { getCreditSettings } from '../../../features/admin/api/credit-settings';
import { getDeliverySettings } from '../../../features/admin/api/delivery-settings';
import { BusinessSettingsForm } from '../../../features/admin/components/business-settings-form';
import { ChangePasswordForm } from '../../../features/admin/components/change-password-form';
import { CreditSettingsForm } from '../../../features/admin/components/credit-settings-form';
import { DeliverySettingsForm } from '../../../features/admin/components/delivery-settings-form';
import { adminLoadSilently } from '../../../features/admin/lib/admin-load';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () =>
  pageMeta('Settings · Admin', 'Admin account, delivery, credit and business settings.');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [delivery, credits, business] = await Promise.all([
    adminLoadSilently('delivery settings', () => getDeliverySettings(request.signal)),
    adminLoadSilently('credit settings', () => getCreditSettings(request.signal)),
    adminLoadSilently('business settings', () => getBusinessSettings(request.signal)),
  ]);
  return { delivery, credits, business };
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Settings" intro="Admin account, delivery, credit and business settings.">
      {loaderData.delivery ? (
        <DeliverySettingsForm settings={loaderData.delivery} />
      ) : (
        <p className="admin-card inline-error" role="alert">
          Could not load the delivery settings. Reload the page to try again.
        </p>
      )}
      {loaderData.credits ? <CreditSettingsForm settings={loaderData.credits} /> : null}
      {loaderData.business ? <BusinessSettingsForm settings={loaderData.business} /> : null}
      <ChangePasswordForm />
    </AdminPage>
  );
}
