import { Link } from 'react-router';
import { AuthCard } from '../../components/ui/auth-card';
import { AdminLoginForm } from '../../features/admin/components/admin-login-form';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/admin-login';

export const meta: Route.MetaFunction = () =>
  pageMeta('Admin Login', 'Sign in to the FitThali admin panel.');

export default function AdminLogin() {
  return (
    <AuthCard
      title="Admin Login"
      intro="Sign in to manage users, subscriptions and orders."
      showLogo
      footer={
        <p>
          <Link to="/">Back to FitThali</Link>
        </p>
      }
    >
      <AdminLoginForm />
    </AuthCard>
  );
}
