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
import { holds, webOdiaTranslator } from './odia-translator';

const CATALOGUES = import.meta.glob<Messages>(
  [
    './catalogues/*.or.ts',
    // The signup and login forms' words (auth) come with those forms (form-translator.ts); the
    // content pages' words are content twins ('words/<area>', below), fetched with the page.
    '!./catalogues/auth.or.ts',
    '!./catalogues/auth-domain.or.ts',
    '!./catalogues/order-domain.or.ts',
    '!./catalogues/profile-page.or.ts',
    '!./catalogues/subscription-page.or.ts',
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
    '!./catalogues/meal-plan.or.ts',
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
    './catalogues/meal-plan.or.ts',
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

/**
 * The ordering pages, never prerendered, so their HTML names no areas; they show the plans' words.
 * The profile pages name plans as the customer bought them and fetch the plan words only if the
 * customer moves on to order (`useT` waits for them then).
 */
const ORDER_PAGES = /^\/or\/(meal-plan|subscribe-confirm|payment)(\/|$)/;

/** Catalogues fetched for the pages that need them, by area. */
const fetched = new Map<string, Messages>();
const translators = new Map<string, Translate>();

/** Adds areas' Odia to what `odiaTranslator` knows, beside what it already knows of them. */
export function addCatalogues(byArea: Readonly<Record<string, Messages>>): void {
  for (const [area, messages] of Object.entries(byArea)) {
    fetched.set(area, { ...fetched.get(area), ...messages });
    translators.delete(area);
  }
}

/**
 * The signed-in customer's pages, each with its share of their words and the domain's sentences
 * (decision 313): the profile's, and the plan page's of a subscription. A move from one to the
 * other fetches the other's share.
 */
const SELF_SERVICE: readonly [RegExp, () => Promise<{ messages: Messages }>][] = [
  [/^\/or\/profile\/subscriptions\//, () => import('./catalogues/subscription-page.or')],
  [/^\/or\/profile\/?$/, () => import('./catalogues/profile-page.or')],
];
const selfServiceLoads = new Map<RegExp, Promise<void>>();

/** Fetches the catalogues the page at `path` needs beyond the shared ones. */
export function loadCataloguesFor(path: string): Promise<void> {
  const [pattern, load] = SELF_SERVICE.find(([page]) => page.test(path)) ?? [];
  if (!pattern || !load) return Promise.resolve();
  let pending = selfServiceLoads.get(pattern);
  if (!pending) {
    pending = load().then(({ messages }) =>
      addCatalogues({ account: messages, deliveries: messages }),
    );
    selfServiceLoads.set(pattern, pending);
  }
  return pending;
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
  const own = webOdiaTranslator(messages);
  // The page's own words first; a sentence of the domain (a validation or order rule, filled in
  // or not) is said as the server says it.
  laterAreas.set(area, (id, values) =>
    holds(messages, id) ? own(id, values) : sayDomainInOdia(id),
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
    translate = webOdiaTranslator(messages);
    translators.set(area, translate);
  }
  return translate;
}

// The Odia of the storefront's long content (posts, recipes, policies, FAQ…): one module per page
// under content/or/, named by the page's path, each its own chunk fetched only by the page that
// shows it, so neither English pages nor other Odia pages download it (decision 260). Their maps
// (odia-twins/<section>.ts) are fetched by the content pages only; the home page's twin travels
// with the home page's words (decision 306).
const HOME_TWIN = () => import('../content/or/home').then((module) => module.default);
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

/** Each section's map of twins; the policies, the FAQ and the company pages share one. */
const SECTIONS: Record<string, () => Promise<{ TWINS: Record<string, () => Promise<unknown>> }>> = {
  blog: () => import('./odia-twins/blog'),
  recipes: () => import('./odia-twins/recipes'),
};

async function fetchTwin(key: string): Promise<unknown> {
  if (key === 'home') return HOME_TWIN();
  const section = key.replace(/^words\//, '').split('/')[0] ?? '';
  const map = await (SECTIONS[section] ?? (() => import('./odia-twins/pages')))();
  return map.TWINS[`../../content/or/${key}.ts`]?.();
}

/** Downloads a page's Odia content; it resolves to undefined when the page has none. */
export function twin(key: string): Promise<unknown> {
  let pending = loading.get(key);
  if (!pending) {
    pending = fetchTwin(key).then((value) => {
      if (value !== undefined) loaded.set(key, value);
      return value;
    });
    loading.set(key, pending);
  }
  return pending;
}

// The month names come with the content pages that print dates (posts, policies), not with every
// Odia page: the home and plan pages print none.
type MonthNames = typeof import('@fitthali/domain/i18n/month-names');
let calendar: MonthNames | undefined;
let calendarLoad: Promise<void> | undefined;

/** The prerender's month names (odia-on-server.ts). */
export function holdCalendar(held: MonthNames): void {
  calendar = held;
}

/** Starts fetching the month names; undefined once they are at hand. */
export function pendingCalendar(): Promise<void> | undefined {
  if (calendar) return undefined;
  calendarLoad ??= import('@fitthali/domain/i18n/month-names').then((module) => {
    calendar = module;
  });
  return calendarLoad;
}

/** What the page's HTML says it needs (`data-odia-*`, written by the build: odia-page-needs.ts). */
function needs(name: 'odiaAreas' | 'odiaTwins'): string[] | undefined {
  return document.documentElement.dataset[name]?.split(' ').filter(Boolean);
}

/**
 * An Odia page hydrates with its content and words in hand, as the prerender rendered it: its HTML
 * names them (decision 306). A page that is never prerendered names none: the ordering pages take
 * the plan words.
 */
export const ready: Promise<unknown> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : Promise.all([
        ...(needs('odiaTwins') ?? []).map(twin),
        ...(
          needs('odiaAreas') ?? (ORDER_PAGES.test(window.location.pathname) ? ['plans'] : [])
        ).map((area) =>
          area === 'forms'
            ? import('./form-translator').then((forms) => forms.loadFormOdia())
            : pendingArea(area),
        ),
        // The content pages (those with words of their own) print dates.
        needs('odiaTwins')?.some((key) => key.startsWith('words/')) ? pendingCalendar() : undefined,
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
