import type { ClientLoaderFunctionArgs } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { getBusinessSettings } from '../api/business-settings';
import { getCreditSettings } from '../api/credit-settings';
import { getDeliverySettings } from '../api/delivery-settings';
import { BusinessSettingsForm } from '../components/business-settings-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { CreditSettingsForm } from '../components/credit-settings-form';
import { DeliverySettingsForm } from '../components/delivery-settings-form';
import { adminLoadSilently } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const [delivery, credits, business] = await Promise.all([
    adminLoadSilently('delivery settings', () => getDeliverySettings(request.signal)),
    adminLoadSilently('credit settings', () => getCreditSettings(request.signal)),
    adminLoadSilently('business settings', () => getBusinessSettings(request.signal)),
  ]);
  return { delivery, credits, business };
}

export default function AdminSettings({ loaderData }: ScreenProps<typeof clientLoader>) {
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
      {loaderData.business ? (
        <BusinessSettingsForm
          settings={loaderData.business.settings}
          invoiceStatus={loaderData.business.invoiceStatus}
        />
      ) : null}
      <ChangePasswordForm />
    </AdminPage>
  );
}
