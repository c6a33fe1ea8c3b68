// Everything an Odia page needs to speak Odia: Lingui's runtime and the web's Odia catalogues
// (one `<area>.po` each). The browser downloads this only on `/or/` pages (entry.client.tsx), so
// English pages carry none of it; the prerender has it at hand (odia-on-server.ts).
//
// Pages that are never prerendered need more words, and the domain's sentences besides; those come
// in a second download, only on those pages: the signed-in customer's pages (profile, plan page)
// by their path (decision 240), the ordering and account-recovery pages by their area when such a
// page opens (`loadArea`, decision 231).

import { createTranslator, type Translate } from '@fitthali/domain/i18n/translator';
import type { Messages } from '@lingui/core';

const CATALOGUES = import.meta.glob<Messages>(
  [
    './catalogues/*.or.ts',
    // The signup and login forms' words (auth) come with those forms (form-translator.ts); the
    // content pages' words are content twins ('words/<area>', below), fetched with the page.
    '!./catalogues/auth.or.ts',
    '!./catalogues/order.or.ts',
    '!./catalogues/recovery.or.ts',
    '!./catalogues/account.or.ts',
    '!./catalogues/deliveries.or.ts',
    '!./catalogues/blog.or.ts',
    '!./catalogues/recipes.or.ts',
    '!./catalogues/policies.or.ts',
    '!./catalogues/company.or.ts',
    '!./catalogues/home.or.ts',
    '!./catalogues/plans.or.ts',
    '!./catalogues/plan-cards.or.ts',
    '!./catalogues/location.or.ts',
    '!./catalogues/notfound.or.ts',
    '!./catalogues/menus.or.ts',
  ],
  { import: 'messages', eager: true },
);

// The catalogues of the pages that sell (home, plans, menus): each is fetched by the pages that
// show its words, before they hydrate, so an Odia blog post does not download the plan pages'
// words nor a plan page the home page's (decision 302). A page that needs one it has not fetched
// (a move between pages in the browser) waits for it (`pendingArea`).
const PAGE_AREAS = import.meta.glob<Messages>(
  [
    './catalogues/home.or.ts',
    './catalogues/plan-cards.or.ts',
    './catalogues/plans.or.ts',
    './catalogues/menus.or.ts',
    './catalogues/location.or.ts',
    './catalogues/notfound.or.ts',
  ],
  { import: 'messages' },
);
const pageAreas = new Map<string, Messages>();
const pageAreaLoads = new Map<string, Promise<void>>();

/** The prerender's page catalogues, all at hand (odia-on-server.ts). */
export function holdPageAreas(byFile: Record<string, Messages>): void {
  for (const [file, messages] of Object.entries(byFile)) {
    pageAreas.set(file.slice('./catalogues/'.length, -'.or.ts'.length), messages);
  }
}

/** Starts fetching a page area's catalogue; undefined when it is at hand or not a page area. */
export function pendingArea(area: string): Promise<void> | undefined {
  if (pageAreas.has(area)) return undefined;
  const load = PAGE_AREAS[`./catalogues/${area}.or.ts`];
  if (!load) return undefined;
  let pending = pageAreaLoads.get(area);
  if (!pending) {
    pending = load().then((messages) => {
      pageAreas.set(area, messages);
      translators.delete(area);
    });
    pageAreaLoads.set(area, pending);
  }
  return pending;
}

/** The storefront pages' paths without `/or`, for the areas below. */
const PLAN_PAGES =
  /^\/(high-protein-plan|weightloss-plan|diabetic-plan|custom-meal-plan|employee-meal-plan)$/;
const MENU_PAGES =
  /^\/(my-meal-plans|weightloss-meal-plan|balanced-diet-plan|muscle-gain-meal-plan|office-menu-plan)$/;
const ORDER_PAGES = /^\/(meal-plan|subscribe-confirm|payment|profile)(\/|$)/;

/** The page catalogues the page at `pathname` shows words of. */
export function areasOfPage(pathname: string): string[] {
  const path = pathname.replace(/^\/or(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  // The first-visit location popup opens over the pages for browsing (location-popup-places.ts).
  if (path === '/') return ['home', 'plan-cards', 'location'];
  if (PLAN_PAGES.test(path)) return ['plans', 'menus'];
  if (MENU_PAGES.test(path)) return ['menus', 'location'];
  if (ORDER_PAGES.test(path)) return ['plans', 'location'];
  if (path === '/404') return ['notfound'];
  return ['location'];
}

/** Catalogues fetched for the pages that need them, by area. */
const fetched = new Map<string, Messages>();
const translators = new Map<string, Translate>();

/** Adds areas' Odia (the self-service pages' catalogues) to what `odiaTranslator` knows. */
export function addCatalogues(byArea: Readonly<Record<string, Messages>>): void {
  for (const [area, messages] of Object.entries(byArea)) {
    fetched.set(area, messages);
    translators.delete(area);
  }
}

/** The signed-in customer's pages, whose catalogues are fetched apart. */
const SELF_SERVICE = /^\/or\/profile(\/|$)/;

/** Fetches the catalogues the page at `path` needs beyond the shared ones. */
export async function loadCataloguesFor(path: string): Promise<void> {
  if (!SELF_SERVICE.test(path) || fetched.has('account')) return;
  addCatalogues((await import('./self-service-odia')).SELF_SERVICE_CATALOGUES);
}

const LATER = import.meta.glob<Messages>(
  ['./catalogues/order.or.ts', './catalogues/recovery.or.ts'],
  { import: 'messages' },
);

const laterAreas = new Map<string, Translate>();

/** Fetches a later area's catalogue and the domain's sentences its pages show. */
export async function loadArea(area: string): Promise<void> {
  const load = LATER[`./catalogues/${area}.or.ts`];
  if (!load || laterAreas.has(area)) return;
  const [messages, { sayDomainInOdia }] = await Promise.all([load(), import('./domain-odia')]);
  const own = createTranslator('or', messages);
  // The page's own words first; a sentence of the domain (a validation or order rule, filled in
  // or not) is said as the server says it.
  laterAreas.set(area, (id, values) =>
    Object.hasOwn(messages, id) ? own(id, values) : sayDomainInOdia(id),
  );
}

/** `t` for one area's Odia catalogue; a sentence it lacks shows in English. */
export function odiaTranslator(area: string): Translate {
  const later = laterAreas.get(area);
  if (later) return later;
  let translate = translators.get(area);
  if (!translate) {
    const messages =
      CATALOGUES[`./catalogues/${area}.or.ts`] ??
      pageAreas.get(area) ??
      fetched.get(area) ??
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

// The month names come with the content pages that print dates (posts, policies), not with every
// Odia page: the home and plan pages print none.
type Calendar = typeof import('@fitthali/domain/i18n/calendar');
let calendar: Calendar | undefined;
let calendarLoad: Promise<void> | undefined;

/** The prerender's month names (odia-on-server.ts). */
export function holdCalendar(held: Calendar): void {
  calendar = held;
}

/** Starts fetching the month names; undefined once they are at hand. */
export function pendingCalendar(): Promise<void> | undefined {
  if (calendar) return undefined;
  calendarLoad ??= import('@fitthali/domain/i18n/calendar').then((module) => {
    calendar = module;
  });
  return calendarLoad;
}

/** An Odia page hydrates with its content and words in hand, as the prerender rendered it. */
export const ready: Promise<unknown> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : Promise.all([
        ...twinsOfPage(window.location.pathname).map(twin),
        ...areasOfPage(window.location.pathname).map(pendingArea),
        // The content pages (those with words of their own) print dates.
        twinsOfPage(window.location.pathname).some((key) => key.startsWith('words/'))
          ? pendingCalendar()
          : undefined,
      ]);

/**
 * '10 ମାର୍ଚ୍ଚ 2025': a post's or a policy's date, with the domain's Odia month names. Called
 * once they are at hand (useLongDate waits for them).
 */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = calendar?.monthName((month ?? 1) - 1, 'or') ?? String(month);
  return `${day} ${name} ${year}`;
}
