import { Link } from 'react-router';
import { AuthCard } from '../../components/ui/auth-card';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/forgot-password';

// Its own route, so the login page (a storefront page) carries only the link.
export const meta: Route.MetaFunction = () =>
  pageMeta('Forgot Password', 'Get a one-time code to set a new FitThali password.');

export default function ForgotPassword() {
  return (
    <AuthCard
      title="Forgot password?"
      intro="Enter the phone number or email of your account. We will send you a 6-digit code to set a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Login</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
