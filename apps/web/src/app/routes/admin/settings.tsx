import { AdminPage } from '../../../components/ui/admin-page';
import { ChangePasswordForm } from '../../../features/admin/components/change-password-form';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () =>
  pageMeta('Settings · Admin', 'Admin account settings.');

export default function AdminSettings() {
  return (
    <AdminPage title="Settings" intro="Admin account settings.">
      <ChangePasswordForm />
    </AdminPage>
  );
}
