// The languages the customer side speaks (issue 27). English is the source: its sentences are the
// spec's and stay exactly as they are; Odia is a translation of each. One list, read by the
// browser's routes, the server's answers and the notifications.

export const LOCALES = ['en', 'or'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag for `lang` attributes, hreflang and Accept-Language. */
export const LOCALE_TAG: Record<Locale, string> = { en: 'en-IN', or: 'or-IN' };

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAME: Record<Locale, string> = { en: 'English', or: 'ଓଡ଼ିଆ' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'or';
}

/**
 * The language an API request asks for: the first of the Accept-Language header's ranges (by
 * q-value) that we speak, English when none is given or none fits. The app sends its explicit
 * choice in the same header, so there is one way to ask.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (typeof header !== 'string' || header.length === 0 || header.length > 500) {
    return DEFAULT_LOCALE;
  }
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** Public pages in Odia live under `/or/`; everything else is English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/or' || pathname.startsWith('/or/') ? 'or' : 'en';
}

/** The same page in another language: `/high-protein-plan` ⇄ `/or/high-protein-plan`. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const english = localeOfPath(pathname) === 'or' ? pathname.slice(3) || '/' : pathname || '/';
  if (locale === 'en') return english;
  return english === '/' ? '/or/' : `/or${english}`;
}
