import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { compileHints } from './src/bundle/compile-hints';

// In development the API server runs separately; in production it serves this build itself, so
// the browser always talks to the same origin and no CORS setup is needed.
const apiServer = 'http://127.0.0.1:3000';

/**
 * Every storefront page loads React, React DOM and React Router and the shell around the routes
 * (header, footer, location chip, toasts). Left to itself the bundler cut them into ~20 files of
 * a few hundred bytes each; one file each is smaller once compressed and, on a phone's HTTP/1.1
 * connections, far fewer requests queued ahead of the page (decision 32).
 */
const SHELL_MODULES = [
  'src/app/layout/',
  'src/components/ui/toaster.',
  'src/components/ui/fitthali-logo.',
  'src/components/ui/icon-svg.',
  'src/components/ui/icons.',
  'src/components/ui/action-icons.',
  'src/components/ui/loading-state.',
  'src/lib/toast.',
  // The theme colour: the root layout's, and the payment page's checkout; alone it was a file.
  'src/lib/brand-colour.',
  'src/lib/auth-storage.',
  'src/lib/storage-keys.',
  'src/lib/use-saved-location.',
  'src/lib/location-storage.',
  'src/lib/session.',
  'src/content/contact-details.',
  'src/features/location/lib/popup-dismissed.',
  'src/features/location/components/location-chip.',
  'src/features/location/components/first-visit-location-popup.',
  'src/features/location/hooks/use-location-detection.',
  'src/features/newsletter/components/',
  'packages/domain/src/location-messages.',
  // The one rupee formatter: the home page's plan cards and every plan page quote prices with it.
  'packages/domain/src/rupees.',
  // The page's language, its links and switch, and the English translator (decision 200): the
  // header uses them, and in a page's chunk they would bring that chunk to every other page.
  'src/i18n/use-locale.',
  'src/i18n/messages.',
  'src/i18n/odia-on-server.',
  'src/i18n/locale-link.',
  'src/i18n/with-element.',
  'src/i18n/language-switch.',
  'src/i18n/language-choice.',
  'src/i18n/page-state.',
  'packages/domain/src/i18n/locales.',
];

/**
 * The plan pages (`/high-protein-plan` and the other four) load their order form and the domain
 * rules it quotes from a dozen files of 0.1–1.8 KB; one file is smaller once compressed and one
 * request instead of twelve. The confirm and payment pages share most of it.
 */
const PLAN_PAGE_MODULES = [
  'src/features/ordering/components/plan-order-page.',
  'src/features/ordering/components/order-options.',
  'src/features/ordering/lib/order-choices.',
  'src/features/ordering/lib/catalogue.',
  'src/features/ordering/hooks/use-plan-catalogue.',
  'src/features/ordering/api/get-plans.',
  'src/features/ordering/api/get-trial-used.',
  'src/components/ui/plan-icon.',
  'src/lib/format.',
  'packages/domain/src/delivery-dates.',
  'packages/domain/src/pricing.',
  'packages/domain/src/dates.',
  'packages/domain/src/durations.',
  'packages/domain/src/weekdays.',
];

/**
 * The published week's holder and how it asks for a week (decision 176): the menu pages and the
 * plan pages both show it. In the plan page's chunk it brought that whole chunk (6.8 KB) to every
 * menu page; on its own it is one small file both load.
 */
const WEEK_MENU_MODULES = [
  'src/features/menus/components/live-week-menu.',
  'src/features/menus/components/chefs-choice.',
  'src/features/menus/hooks/use-week-menu.',
  'src/features/menus/api/get-week-menu.',
  // Only the menus use it; in the plan page's chunk it brought that chunk (7 KB) to every menu page.
  'src/i18n/translate-parts.',
];

/**
 * The first-visit location popup and the finder it shares with the checkout's location step:
 * fetched together when the popup opens (they were two files of about 1 KB each).
 */
const LOCATION_LOOKUP_MODULES = [
  'src/features/location/components/location-popup.',
  'src/features/location/components/location-finder.',
  'src/features/location/hooks/use-location-lookup.',
  'src/features/location/lib/to-saved-location.',
];

/**
 * What a plan page needs only when the customer acts (Subscribe, the trial, restoring a draft):
 * the start-date rule, the order check, coupons and the draft. The plan page imports it on that
 * first act; the confirm and payment pages load it with their route.
 */
const CHECKOUT_MODULES = [
  'src/features/ordering/lib/plan-checkout.',
  'src/features/ordering/lib/order-preview.',
  'src/features/ordering/lib/coupon.',
  'src/features/ordering/lib/order-draft.',
  'packages/domain/src/cut-off.',
  'packages/domain/src/coupons.',
  'packages/domain/src/delivery-settings.',
  'packages/domain/src/order-messages.',
  // The confirm page's credits and the profile's read the same request; both load this chunk.
  'src/features/credits/api/get-credits.',
  'packages/domain/src/meal-credits.',
];

/**
 * The lookup's requests and the found place's details: fetched on the first Find or Use Current
 * Location, so the popup itself opens with less.
 */
const LOCATION_REQUEST_MODULES = [
  'src/features/location/lib/lookup-requests.',
  'src/features/location/lib/lookup-messages.',
  'src/features/location/api/search-location.',
  'src/features/location/api/reverse-geocode.',
  'src/features/location/components/detected-address.',
  'src/features/location/components/osm-attribution.',
  'packages/domain/src/geocoded-location.',
];

/**
 * Pieces several admin screens share: the loader helper every admin route imports, and the
 * missed-meal reports the kitchen page and an order's page both show, so they add no file of their
 * own to the route manifest every page downloads.
 */
const ADMIN_COMMON_MODULES = [
  'src/features/admin/lib/admin-load.',
  'src/features/admin/components/missed-reports-panel.',
  'src/features/admin/api/missed-reports.',
];

/**
 * The one way the storefront asks the server, on its own: the plan pages, the menus and every
 * signed-in screen use it from the start, but a visitor's home page, blog and recipes send nothing
 * until they act (the newsletter, the language switch signed in), so it is not in the shell.
 */
const API_MODULES = ['src/lib/api-client.'];

/**
 * The dialog every dialog is built on, with the location-access question: the first-visit popup
 * opens with it on pages for browsing, the self-service and admin dialogs when they open; the plan
 * pages and the checkout open none at start.
 */
const MODAL_MODULES = [
  'src/components/ui/modal.',
  'src/features/location/components/location-access-modal.',
];

const inList = (list: string[]) => (id: string) => {
  const path = id.replaceAll('\\', '/');
  return list.some((part) => path.includes(part));
};

const chunkGroups = [
  {
    name: 'framework',
    // React Router's default entry (hydrateRoot) stays its own file: it runs when the start-up
    // script imports it, after the route modules are registered, and not as soon as a route
    // module pulls in the framework (src/prerender/first-paint.ts imports them one by one).
    test: (id: string) =>
      /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/.test(
        id,
      ) && !/[\\/]entry\.client\.[jt]sx?$/.test(id),
    priority: 20,
  },
  {
    name: 'shell',
    test: inList(SHELL_MODULES),
    priority: 10,
  },
  // A group takes its members' imports with it; the plan titles are the home page's too, so they
  // stay a file of their own rather than bringing the plan page's chunk to the home page.
  { name: 'api', test: inList(API_MODULES), priority: 7 },
  { name: 'modal', test: inList(MODAL_MODULES), priority: 7 },
  // The signed-in chip's question; left to itself the bundler folded it into the dialog's file,
  // which the first-visit popup brings to every visitor.
  {
    name: 'location-access',
    test: inList(['src/features/location/components/location-access-modal.']),
    priority: 6,
  },
  // Three small pieces the home page and the content pages share (a content twin's hook, the plan
  // links, a feature's body): one file instead of three of 0.3 KB, each with its own request.
  {
    name: 'page-parts',
    test: inList([
      'src/i18n/odia-twin.',
      'src/components/ui/plan-links.',
      'src/components/ui/feature-body.',
    ]),
    priority: 6,
  },
  { name: 'plan-titles', test: inList(['src/content/plan-titles.']), priority: 6 },
  { name: 'week-menu', test: inList(WEEK_MENU_MODULES), priority: 6 },
  // The date formatting several lazily loaded pages share (decision 260).
  { name: 'calendar', test: inList(['packages/domain/src/i18n/calendar.']), priority: 6 },
  // The month names alone: an Odia post or policy prints its date with them, and no weekday.
  {
    name: 'month-names',
    test: inList(['packages/domain/src/i18n/month-names.']),
    priority: 7,
  },
  // The weekday names alone: the plan pages' day chips name weekdays in both languages, and in the
  // calendar chunk they brought the months and the date formatting to every English plan page.
  {
    name: 'weekday-names',
    test: inList(['packages/domain/src/i18n/weekday-names.']),
    priority: 7,
  },
  // An Odia page's words as one file per kind of page, not one per area: Odia text compresses far
  // better together (decision 306). The home page's words, its plan cards' and its reviews' Odia.
  {
    name: 'odia-home',
    test: inList([
      'src/i18n/catalogues/home.or.',
      'src/i18n/catalogues/plan-cards.or.',
      'src/content/or/home.',
    ]),
    priority: 6,
  },
  // An Odia blog or recipe page's section words with the section's list in Odia, which every page
  // of the section shows; the English posts and recipes they name stay files of their own, as the
  // English pages load them.
  { name: 'blog-posts', test: inList(['src/content/blog-posts.']), priority: 7 },
  { name: 'recipe-list', test: inList(['src/content/recipes.']), priority: 7 },
  {
    name: 'odia-blog',
    test: inList([
      'src/i18n/odia-twins/blog.',
      'src/content/or/words/blog.',
      'src/i18n/catalogues/blog.or.',
      'src/content/or/blog.',
    ]),
    priority: 6,
  },
  {
    name: 'odia-recipes',
    test: inList([
      'src/i18n/odia-twins/recipes.',
      'src/content/or/words/recipes.',
      'src/i18n/catalogues/recipes.or.',
      'src/content/or/recipes.',
    ]),
    priority: 6,
  },
  { name: 'plan-page', test: inList(PLAN_PAGE_MODULES), priority: 5 },
  { name: 'checkout', test: inList(CHECKOUT_MODULES), priority: 5 },
  { name: 'admin-load', test: inList(ADMIN_COMMON_MODULES), priority: 5 },
  { name: 'location-lookup', test: inList(LOCATION_LOOKUP_MODULES), priority: 5 },
  { name: 'location-requests', test: inList(LOCATION_REQUEST_MODULES), priority: 5 },
];

/**
 * The prerender has the Odia runtime at hand (src/i18n/odia-on-server.ts); the browser gets an
 * empty stand-in, so the runtime and catalogues are a download of their own that only `/or/` pages
 * fetch (decision 200).
 */
function odiaOnlyOnServer(): Plugin {
  return {
    name: 'fitthali:odia-only-on-server',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.ssr || !/\/(form-)?odia-on-server$/.test(source)) return null;
      return this.resolve(`${source}.client`, importer, { skipSelf: true });
    },
  };
}

/**
 * The chunks every storefront page runs while it hydrates: V8 compiles them eagerly off the main
 * thread (decision 156).
 */
const EAGER_CHUNKS = ['framework', 'shell'];

/** The files every page has loaded before any of its code runs. */
const ALWAYS_LOADED = /(^|\/)(framework|shell|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [odiaOnlyOnServer(), reactRouter(), ...(isSsrBuild ? [] : [compileHints(EAGER_CHUNKS)])],
  build: {
    // A font is a file of its own, never a data: URL in the stylesheet: the page's content security
    // policy loads fonts from our own origin only (the switch's 1.5 KB font, decision 307).
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
          // A lazily imported file lists what to preload with it; the chunks every page loaded at
          // start are already there, so naming them in each list only adds bytes to every page.
          modulePreload: {
            // The Odia content twins are data an Odia page fetches before it hydrates; their lists
            // were a quarter of a kilobyte of every Odia page for a preload of small shared files.
            resolveDependencies: (_file: string, deps: string[], { hostId }: { hostId: string }) =>
              /odia-runtime/.test(hostId) ? [] : deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
          },
        }),
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
}));
