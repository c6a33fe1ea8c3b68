import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { AuthCard } from '../../components/ui/auth-card';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';
import { loadFormOdia } from '../../i18n/form-translator';
import { LocaleLink as Link } from '../../i18n/locale-link';
import { loadOdiaPage, translatorFor, useT } from '../../i18n/messages';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/forgot-password';

// Its own route, so the login page (a storefront page) carries only the link.
export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'recovery');
  return pageMeta(t('Forgot Password'), t('Get a one-time code to set a new FitThali password.'));
};

/** An Odia page's words arrive before it renders (decision 230); an English page loads nothing. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  await Promise.all([loadOdiaPage(locale, pathname), locale === 'or' ? loadFormOdia() : undefined]);
  return null;
}

export default function ForgotPassword() {
  const t = useT('recovery');
  return (
    <AuthCard
      title={t('Forgot password?')}
      intro={t(
        'Enter the phone number or email of your account. We will send you a 6-digit code to set a new password.',
      )}
      footer={
        <p>
          {t('Remembered it?')} <Link to="/login">{t('Login')}</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
