import { Link } from 'react-router';
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
  return (
    <AuthCard
      title="Create Account"
      intro="Join FitThali and get healthy meals delivered to your door every day."
      footer={
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
