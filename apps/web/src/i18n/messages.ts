// `t(englishSentence, values)` for the page's language (issue 27, decision 200). English needs no
// catalogue and no library: the sentence is its own id, and web sentences have at most simple
// `{name}` placeholders (a unit test holds them to that), so English pages grow by this file only.
// Odia pages get Lingui and their catalogues in one download before they hydrate.

import type { Locale } from '@fitthali/domain/i18n/locales';
import type { Translate } from '@fitthali/domain/i18n/translator';
import { use } from 'react';
import { odiaAtHand } from './odia-on-server';
import { useLocale } from './use-locale';

/** The web's catalogues, one PO file each in ./catalogues. */
export type Area =
  | 'account'
  | 'blog'
  | 'chrome'
  | 'company'
  | 'deliveries'
  | 'home'
  | 'location'
  | 'menus'
  | 'notfound'
  | 'order'
  | 'plan-cards'
  | 'meal-plan'
  | 'plans'
  | 'policies'
  | 'recipes'
  | 'recovery';

let odia = odiaAtHand;

/**
 * Fetches the Odia runtime, the catalogues and the content the page at `path` needs; an Odia page
 * awaits it before it hydrates, a self-service page's loader before it shows.
 */
export async function loadOdia(path = window.location.pathname): Promise<void> {
  odia ??= await import('./odia-runtime');
  await Promise.all([odia.ready, odia.loadCataloguesFor(path)]);
}

/** The Odia runtime once it is at hand (always in the prerender), else undefined. */
export function odiaRuntime() {
  return odia;
}

/**
 * On an Odia page, fetches the Odia of a page that is never prerendered (its loader awaits this, so
 * it renders in Odia from its first paint); nothing on an English page.
 */
export async function loadOdiaPage(locale: Locale, path: string): Promise<void> {
  if (locale === 'or') await loadOdia(path);
}

const english: Translate = (id, values) =>
  values === undefined
    ? id
    : id.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      );

/** The translator for `area` in `locale`; English until the Odia runtime is loaded. */
export function translatorFor(locale: Locale, area: Area): Translate {
  return locale === 'or' && odia ? odia.odiaTranslator(area) : english;
}

/**
 * The page's translator for one catalogue area. On an Odia page whose area is not at hand yet (a
 * move from another page in the browser), React holds the old page until it is.
 */
export function useT(area: Area): Translate {
  const locale = useLocale();
  const pending = locale === 'or' ? odia?.pendingArea(area) : undefined;
  if (pending) use(pending);
  return translatorFor(locale, area);
}

/**
 * The translator for `area` once its words are at hand, for an act outside rendering (a toast after
 * a tap): on an Odia page it first fetches a page area the page has not fetched.
 */
export async function translatorWhenReady(locale: Locale, area: Area): Promise<Translate> {
  if (locale === 'or') await odia?.pendingArea(area);
  return translatorFor(locale, area);
}
