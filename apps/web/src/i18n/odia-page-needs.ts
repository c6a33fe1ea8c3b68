// Which Odia words and content each page needs before it hydrates (decisions 302 and 306). The
// build writes them into each prerendered Odia page (`data-odia-areas`, `data-odia-twins` on
// `<html>`), and the Odia runtime fetches what the page names: the browser carries no list of
// pages. A page reached later in the browser fetches what it lacks when it renders (`useT` and
// `useOdiaTwin` wait for it).

/** The storefront pages' paths without `/or`, for the areas below. */
const PLAN_PAGES =
  /^\/(high-protein-plan|weightloss-plan|diabetic-plan|custom-meal-plan|employee-meal-plan)$/;
const MENU_PAGES =
  /^\/(my-meal-plans|weightloss-meal-plan|balanced-diet-plan|muscle-gain-meal-plan|office-menu-plan)$/;
const ORDER_PAGES = /^\/(meal-plan|subscribe-confirm|payment)(\/|$)/;

/**
 * The page catalogues the page at `pathname` shows words of. The first-visit location popup's words
 * (`location`) are fetched with the popup's code, only when it opens (decision 314).
 */
export function areasOfPage(pathname: string): string[] {
  const path = pathname.replace(/^\/or(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  if (path === '/') return ['home', 'plan-cards'];
  if (PLAN_PAGES.test(path)) return ['plans', 'menus'];
  if (path === '/meal-plan') return ['plan-cards', 'meal-plan'];
  if (MENU_PAGES.test(path)) return ['menus'];
  if (ORDER_PAGES.test(path)) return ['plans'];
  if (path === '/404') return ['notfound'];
  // The forms' Odia is not a catalogue of the runtime's: `forms` has the runtime fetch it for the
  // form-translator (decision 308).
  if (path === '/login' || path === '/signup') return ['forms'];
  return [];
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

/**
 * The page with what it needs written on its `<html>`; an English page, or one without the
 * expected `<html lang="or"`, is returned as it was.
 */
export function withOdiaNeeds(html: string, pathname: string): string {
  if (!/^\/or(\/|$)/.test(pathname)) return html;
  const attributes = ` data-odia-areas="${areasOfPage(pathname).join(' ')}" data-odia-twins="${twinsOfPage(pathname).join(' ')}"`;
  return html.replace(/<html lang="or"/, (tag) => `${tag}${attributes}`);
}
