import { LOCALE_NAME, type Locale, pathInLocale } from '@fitthali/domain/i18n/locales';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { rememberLanguage } from './language-choice';
import { pageStateQuery } from './page-state';
import { useLocale } from './use-locale';

/**
 * The header's language switch (issue 27): a link to this page in the other language, named in
 * that language. It is a full page load, so the twin arrives prerendered with its own messages;
 * the query string (a plan page's choices) comes along.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'or' ? 'en' : 'or';
  const href = pathInLocale(pathname, other) + search + hash;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // Read at the moment of the tap: the page may hold choices it has not put in its address.
    const query = pageStateQuery() ?? window.location.search.slice(1);
    const target = pathInLocale(window.location.pathname, other) + (query ? `?${query}` : '');
    void rememberLanguage(other).then(() => window.location.assign(target + window.location.hash));
  };

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={className ? `language-switch ${className}` : 'language-switch'}
      onClick={onClick}
    >
      {LOCALE_NAME[other]}
    </a>
  );
}
