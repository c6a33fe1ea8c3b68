import { useLocation } from 'react-router';
import { AuthCard } from '../../components/ui/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { AUTH_WORDS } from '../../features/auth/lib/auth-words';
import { useFormTranslator } from '../../i18n/form-translator';
import { LocaleLink as Link } from '../../i18n/locale-link';
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
  const say = useFormTranslator();
  return (
    <AuthCard
      title={say(AUTH_WORDS.login)}
      intro={say(AUTH_WORDS.loginIntro)}
      footer={
        <>
          <p>
            <Link to="/forgot-password">{say(AUTH_WORDS.forgotPassword)}</Link>
          </p>
          <p>
            {say(AUTH_WORDS.newToFitThali)}{' '}
            <Link to={`/signup${search}`} state={state}>
              {say(AUTH_WORDS.createAnAccount)}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
