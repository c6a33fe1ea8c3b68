import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { FitThaliLogo } from '../../components/ui/fitthali-logo';
import { LocaleLink as Link } from '../../i18n/locale-link';
import { translatorFor, useT } from '../../i18n/messages';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'notfound');
  return pageMeta(t('Page Not Found'), t('The page you were looking for is not on FitThali.'));
};

export default function NotFound() {
  const t = useT('notfound');
  return (
    <section className="fullscreen-center not-found">
      <Link to="/" aria-label={t('FitThali home')}>
        <FitThaliLogo />
      </Link>
      <p className="not-found__code" aria-hidden="true">
        4<span className="not-found__plate" />4
      </p>
      <h1 className="not-found__title">{t('404 - Page Not Found')}</h1>
      <p className="not-found__text">
        {t('This plate is empty. The page you were looking for has moved or never existed.')}
      </p>
      <Link to="/" className="btn btn--primary">
        {t('Back to Home')}
      </Link>
    </section>
  );
}
