import { Link, useLocation } from 'react-router';
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
  // Where the customer was going stays with them between login and signup (issue 25 point 11).
  const { search, state } = useLocation();
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
            New to FitThali?{' '}
            <Link to={`/signup${search}`} state={state}>
              Create an account
            </Link>
          </p>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
