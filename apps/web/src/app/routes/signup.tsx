import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../components/ui/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Create Account',
    'Create a FitThali account to subscribe to healthy meal plans delivered daily in Odisha.',
  );

export default function Signup() {
  // Where the customer was going stays with them between login and signup (issue 25 point 11).
  const { search, state } = useLocation();
  return (
    <AuthCard
      title="Create Account"
      intro="Join FitThali and get healthy meals delivered to your door every day."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={`/login${search}`} state={state}>
            Login
          </Link>
        </p>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
