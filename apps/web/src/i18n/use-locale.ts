// The page's language is its URL's (every page has an `/or/` twin), so the server's prerender,
// the first paint and hydration always agree on it.

import { type Locale, localeOfPath } from '@fitthali/domain/i18n/locales';
import { useLocation } from 'react-router';

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
