import { Link } from 'react-router';
import { AuthCard } from '../../components/ui/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Login',
    'Log in to FitThali with your phone number or email to manage your meal plans.',
  );

export default function Login() {
  return (
    <AuthCard
      title="Login"
      intro="Welcome back! Log in with your phone number or email to manage your meal plans and deliveries."
      footer={
        <>
          <p>
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
          <p>
            New to FitThali? <Link to="/signup">Create an account</Link>
          </p>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
