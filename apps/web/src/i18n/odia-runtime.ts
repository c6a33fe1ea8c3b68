// Everything an Odia page needs to speak Odia: Lingui's runtime and the web's Odia catalogues
// (one `<area>.po` each). The browser downloads this only on `/or/` pages (entry.client.tsx), so
// English pages carry none of it; the prerender has it at hand (odia-on-server.ts).

import { monthName } from '@fitthali/domain/i18n/calendar';
import { createTranslator, type Translate } from '@fitthali/domain/i18n/translator';
import type { Messages } from '@lingui/core';

// The content pages' words are content twins ('words/<area>', below), fetched with the page.
const CATALOGUES = import.meta.glob<Messages>(
  [
    './catalogues/*.or.ts',
    '!./catalogues/blog.or.ts',
    '!./catalogues/recipes.or.ts',
    '!./catalogues/policies.or.ts',
    '!./catalogues/company.or.ts',
  ],
  { import: 'messages', eager: true },
);

const translators = new Map<string, Translate>();

/** `t` for one area's Odia catalogue; a sentence it lacks shows in English. */
export function odiaTranslator(area: string): Translate {
  let translate = translators.get(area);
  if (!translate) {
    const messages =
      CATALOGUES[`./catalogues/${area}.or.ts`] ??
      (loaded.get(`words/${area}`) as Messages | undefined);
    if (!messages) return createTranslator('or', {});
    translate = createTranslator('or', messages);
    translators.set(area, translate);
  }
  return translate;
}

// The Odia of the storefront's long content (posts, recipes, policies, FAQ…): one module per page
// under content/or/, named by the page's path, each its own chunk fetched only by the page that
// shows it, so neither English pages nor other Odia pages download it (decision 260).
const TWINS = import.meta.glob(['../content/or/**/*.ts', '!**/_*.ts'], { import: 'default' });
const loaded = new Map<string, unknown>();
const loading = new Map<string, Promise<unknown>>();

const keyOf = (file: string) => file.slice('../content/or/'.length, -'.ts'.length);

/** The prerender's twins, all at hand (odia-on-server.ts). */
export function holdTwins(twins: Record<string, unknown>): void {
  for (const [file, value] of Object.entries(twins)) loaded.set(keyOf(file), value);
}

/** A page's Odia content already at hand, or undefined. */
export function loadedTwin(key: string): unknown {
  return loaded.get(key);
}

/** Downloads a page's Odia content; undefined when the page has none. */
export function twin(key: string): Promise<unknown> | undefined {
  const load = TWINS[`../content/or/${key}.ts`];
  if (!load) return undefined;
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then((value) => {
      loaded.set(key, value);
      return value;
    });
    loading.set(key, pending);
  }
  return pending;
}

/** The words each content page says, by the first segment of its path. */
const WORDS_OF_PAGE: Record<string, string> = {
  blog: 'blog',
  recipes: 'recipes',
  terms: 'policies',
  privacy: 'policies',
  refund: 'policies',
  faqs: 'policies',
  about: 'company',
  contact: 'company',
};

/**
 * The content twins a page at `pathname` shows: its own (`/or/blog/x` → `blog/x`, the home page's
 * is `home`), for a post or a recipe its list's, whose titles it links to, and on every content
 * page its words.
 */
export function twinsOfPage(pathname: string): string[] {
  const path = pathname.replace(/^\/or\/?/, '').replace(/\/+$/, '') || 'home';
  const top = path.split('/')[0] ?? path;
  const words = WORDS_OF_PAGE[top];
  if (path === 'home') return ['home'];
  return words ? [...new Set([`words/${words}`, top, path])] : [];
}

/** An Odia page hydrates with its content in hand, as the prerender rendered it. */
export const ready: Promise<unknown> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : Promise.all(twinsOfPage(window.location.pathname).map(twin));

/** '10 ମାର୍ଚ୍ଚ 2025': a post's or a policy's date, with the domain's Odia month names. */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${monthName((month ?? 1) - 1, 'or')} ${year}`;
}
