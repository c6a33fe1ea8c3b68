// Everything an Odia page needs to speak Odia: Lingui's runtime and the web's Odia catalogues
// (one `<area>.po` each). The browser downloads this only on `/or/` pages (entry.client.tsx), so
// English pages carry none of it; the prerender has it at hand (odia-on-server.ts).
//
// Pages that are never prerendered need more words, and the domain's sentences besides; those come
// in a second download, only on those pages, each page's share of them in one file (decisions 313,
// 319, 320): the signed-in customer's pages, the ordering pages and the account-recovery page.

import type { Reading } from '@fitthali/domain/i18n/template-readings';
import { createTranslator, type Translate } from '@fitthali/domain/i18n/translator';
import type { Messages } from '@lingui/core';
import { messageKey } from './message-key';
import { holds, webOdiaTranslator } from './odia-translator';

const CATALOGUES = import.meta.glob<Messages>(
  [
    './catalogues/*.or.ts',
    // The signup and login forms' words (auth) come with those forms (form-translator.ts); the
    // content pages' words are content twins ('words/<area>', below), fetched with the page.
    '!./catalogues/auth.or.ts',
    '!./catalogues/auth-domain.or.ts',
    '!./catalogues/confirm-page.or.ts',
    '!./catalogues/payment-page.or.ts',
    '!./catalogues/profile-page.or.ts',
    '!./catalogues/subscription-page.or.ts',
    '!./catalogues/recovery-page.or.ts',
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
  if (pageAreas.has(area) || sharedHere(area)) return undefined;
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

/** Catalogues fetched for the pages that need them, by area. */
const fetched = new Map<string, Messages>();
const translators = new Map<string, Translate>();

/** The domain's sentences a page shows, said by the domain's localizer, by the page's areas. */
const sayDomain = new Map<string, (english: string) => string>();

/** A page's share: its words, and the domain's sentences its code can show (ordering, recovery). */
type Share = { messages: Messages; say?: (english: string) => string };

/**
 * The domain's sentences in a share are said by the same matcher the server answers with (decision
 * 191), filled templates included ('You selected 3 days but plan requires 5 days'): the localizer
 * comes with the pages whose shares hold them, fetched beside the share.
 */
const withDomain = (
  share: Promise<{ messages: Messages; domain: Messages; readings: Reading[] }>,
): Promise<Share> =>
  Promise.all([share, import('@fitthali/domain/i18n/localizer')]).then(
    ([{ messages, domain, readings }, { createLocalizer }]) => ({
      messages,
      say: createLocalizer(domain, readings, messageKey),
    }),
  );

/** `said` unless it is the English left as it was; then what `other` says. */
const either = (said: string, english: string, other: (english: string) => string) =>
  said === english ? other(english) : said;

/**
 * The pages never prerendered, each with its share of some areas' words (and the domain's
 * sentences it shows), written by `npm run i18n` from what the page's code can say (decisions 313,
 * 319, 320). A page reached from another fetches its own share then (its loader awaits it).
 */
const PAGE_SHARES: readonly {
  page: RegExp;
  areas: readonly string[];
  load: () => Promise<Share>;
}[] = [
  {
    page: /^\/or\/profile\/subscriptions\//,
    areas: ['account', 'deliveries'],
    load: () => import('./catalogues/subscription-page.or'),
  },
  {
    page: /^\/or\/profile\/?$/,
    areas: ['account', 'deliveries'],
    load: () => import('./catalogues/profile-page.or'),
  },
  {
    page: /^\/or\/subscribe-confirm\/?$/,
    areas: ['order', 'plans'],
    load: () => withDomain(import('./catalogues/confirm-page.or')),
  },
  {
    page: /^\/or\/payment\/?$/,
    areas: ['order', 'plans'],
    load: () => withDomain(import('./catalogues/payment-page.or')),
  },
  {
    page: /^\/or\/forgot-password\/?$/,
    areas: ['recovery'],
    load: () => withDomain(import('./catalogues/recovery-page.or')),
  },
];
const shareLoads = new Map<(typeof PAGE_SHARES)[number], Promise<void>>();
const sharesLoaded = new Set<(typeof PAGE_SHARES)[number]>();

/**
 * Whether the page at hand has its share of `area` (a page area such as the plans' words need not
 * be fetched whole there; a plan page reached next fetches it whole).
 */
function sharedHere(area: string): boolean {
  if (typeof window === 'undefined') return false;
  const path = window.location.pathname;
  return PAGE_SHARES.some(
    (share) => sharesLoaded.has(share) && share.areas.includes(area) && share.page.test(path),
  );
}

/** Fetches the catalogues the page at `path` needs beyond the shared ones. */
export function loadCataloguesFor(path: string): Promise<void> {
  const share = PAGE_SHARES.find(({ page }) => page.test(path));
  if (!share) return Promise.resolve();
  let pending = shareLoads.get(share);
  if (!pending) {
    pending = share.load().then(({ messages, say }) => {
      for (const area of share.areas) {
        // The confirm and payment pages share the order words: each page's domain sentences stay
        // said after the customer moves between them.
        const before = sayDomain.get(area);
        if (say)
          sayDomain.set(area, before ? (english) => either(say(english), english, before) : say);
        fetched.set(area, { ...fetched.get(area), ...messages });
        translators.delete(area);
      }
      sharesLoaded.add(share);
    });
    shareLoads.set(share, pending);
  }
  return pending;
}

/** `t` for one area's Odia catalogue; a sentence it lacks shows in English. */
export function odiaTranslator(area: string): Translate {
  let translate = translators.get(area);
  if (!translate) {
    const messages =
      CATALOGUES[`./catalogues/${area}.or.ts`] ??
      pageAreas.get(area) ??
      fetched.get(area) ??
      (loaded.get(`words/${area}`) as Messages | undefined);
    if (!messages) return createTranslator('or', {});
    const own = webOdiaTranslator(messages);
    const domain = sayDomain.get(area);
    // The page's own words first; a sentence of the domain (a validation or order rule, filled in
    // or not) is said as the server says it.
    translate = domain ? (id, values) => (holds(messages, id) ? own(id, values) : domain(id)) : own;
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
 * names them (decision 306). A page that is never prerendered names none: its loader fetches its
 * share (`loadCataloguesFor`).
 */
export const ready: Promise<unknown> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : Promise.all([
        ...(needs('odiaTwins') ?? []).map(twin),
        ...(needs('odiaAreas') ?? []).map((area) =>
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
