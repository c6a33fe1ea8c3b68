// hreflang alternates (issue 27): every public page names itself and its twin in the other
// language, and the English page as the default for readers of neither. The page's `<head>` and
// sitemap.xml both read this, so they never disagree.

import { LOCALE_TAG, LOCALES, pathInLocale } from '@fitthali/domain/i18n/locales';

export type AlternateLink = { hrefLang: string; href: string };

/** The site's address, as search engines should see it (the build's SITE_URL). */
export const SITE_URL = 'https://fitthali.com';

export function alternateLinks(pathname: string, siteUrl: string = SITE_URL): AlternateLink[] {
  const base = siteUrl.replace(/\/+$/, '');
  return [
    ...LOCALES.map((locale) => ({
      hrefLang: LOCALE_TAG[locale],
      href: `${base}${pathInLocale(pathname, locale)}`,
    })),
    { hrefLang: 'x-default', href: `${base}${pathInLocale(pathname, 'en')}` },
  ];
}
