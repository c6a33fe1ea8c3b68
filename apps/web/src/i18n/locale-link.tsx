// Links keep the page's language (issue 27): an Odia page links to Odia pages. Paths in the code
// are the English ones; this turns them into the current language's.

import { pathInLocale } from '@fitthali/domain/i18n/locales';
import { type ComponentProps, useCallback } from 'react';
import { Link } from 'react-router';
import { useLocale } from './use-locale';

/** `(path) => the same path in the page's language`; a query string or hash is kept. */
export function useLocalePath(): (to: string) => string {
  const locale = useLocale();
  return useCallback(
    (to: string) => {
      if (!to.startsWith('/')) return to;
      const cut = to.search(/[?#]/);
      const path = cut === -1 ? to : to.slice(0, cut);
      const rest = cut === -1 ? '' : to.slice(cut);
      return pathInLocale(path, locale) + rest;
    },
    [locale],
  );
}

/** A `<Link>` whose `to` (an English path) stays in the page's language. */
export function LocaleLink({ to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  const localePath = useLocalePath();
  return <Link to={localePath(to)} {...props} />;
}
