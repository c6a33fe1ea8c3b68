// A page's long content in the page's language (decision 260). English pages show the content
// modules (content/*.ts) as they are; an Odia page shows its twin (content/or/<page>.ts), which the
// prerender has at hand and the browser downloads with the Odia runtime before it hydrates, or,
// on a client-side move to another Odia page, while React holds the old page (use()).

import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { use } from 'react';
import { odiaRuntime } from './messages';
import { useLocale } from './use-locale';

/** A page's Odia content if it is at hand now (for `meta`, which cannot wait), else undefined. */
export function odiaTwinNow<T>(key: string): T | undefined {
  return odiaRuntime()?.loadedTwin(key) as T | undefined;
}

/** For a route's `meta`: the twin `key` on an Odia page at `pathname`, else `english`. */
export function contentAt<T>(pathname: string, key: string, english: T): T {
  return (localeOfPath(pathname) === 'or' && odiaTwinNow<T>(key)) || english;
}

/** The page's content twin `key` on an Odia page; undefined on English pages (show the English). */
export function useOdiaTwin<T>(key: string | undefined): T | undefined {
  const locale = useLocale();
  if (locale !== 'or' || key === undefined) return undefined;
  const now = odiaTwinNow<T>(key);
  if (now !== undefined) return now;
  const runtime = odiaRuntime();
  return runtime ? (use(runtime.twin(key)) as T | undefined) : undefined;
}

/** '10 March 2025' on English pages, '10 ମାର୍ଚ୍ଚ 2025' on Odia pages. */
export function useLongDate(english: (isoDate: string) => string): (isoDate: string) => string {
  const locale = useLocale();
  const odia = odiaRuntime();
  if (locale !== 'or' || !odia) return english;
  const pending = odia.pendingCalendar();
  if (pending) use(pending);
  return odia.longDate;
}

/**
 * Call first in a content page that says its words (`useT(area)`): on a move to it from another
 * Odia page, React holds the old page until they are here.
 */
export function useContentWords(area: 'blog' | 'recipes' | 'policies' | 'company'): void {
  useOdiaTwin(`words/${area}`);
}
