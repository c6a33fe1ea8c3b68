import { useLocation } from 'react-router';
import { AuthCard } from '../../components/ui/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';
import { AUTH_WORDS } from '../../features/auth/lib/auth-words';
import { useFormTranslator } from '../../i18n/form-translator';
import { LocaleLink as Link } from '../../i18n/locale-link';
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
  const say = useFormTranslator();
  return (
    <AuthCard
      title={say(AUTH_WORDS.createAccount)}
      intro={say(AUTH_WORDS.signupIntro)}
      footer={
        <p>
          {say(AUTH_WORDS.haveAccount)}{' '}
          <Link to={`/login${search}`} state={state}>
            {say(AUTH_WORDS.login)}
          </Link>
        </p>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
