/**
 * Build step, run on every prerendered page (react-router.config.ts): makes the first paint need
 * nothing but the HTML (decision 64; docs/performance.md, "Storefront pages and the first tap").
 *
 * 1. Each stylesheet the page links from `/assets/` is written into the page as a `<style>`, just
 *    before its `<link>`, which stays (React expects to hydrate it) but `disabled`: the first paint
 *    no longer waits for a second and third request, and nothing is downloaded twice. A page
 *    reached later by client-side navigation gets its stylesheets as `<link>`s, as before; the
 *    inline rules of the first page stay, which changes nothing because a class has one home
 *    (decision 62).
 * 2. The module preloads leave the `<head>` and React Router's start-up script waits for the first
 *    contentful paint before it asks for the JavaScript. The page is complete HTML without it;
 *    on a phone's slow connection the 130 KB of scripts then no longer share the bandwidth with
 *    the page and its hero image before the first paint. The script preloads every module the
 *    page needs at once when it starts, so there is no waterfall after the paint.
 *
 * Anything not in the expected shape is left as it was, so a change in React Router's output
 * costs speed, never a broken page.
 */

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const START_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/**
 * Runs `start` once the page has painted something (or at once when it never will: a tab in the
 * background, a browser without paint timing). The 1.5 s timer is a safety net only.
 */
const AFTER_FIRST_PAINT = `const afterFirstPaint = (start) => {
  let started = false;
  const go = () => { if (!started) { started = true; start(); } };
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); setTimeout(go); }
  }).observe({ type: "paint", buffered: true });
  setTimeout(go, 1500);
};`;

/**
 * React Router's start-up script with its static imports turned into awaited dynamic ones, run
 * after the first paint, preceded by the page's module preloads. Undefined when a line is not one
 * of the forms React Router writes.
 */
function deferredStartScript(body: string, preloads: string[]): string | undefined {
  const lines: string[] = [];
  for (const line of body.split('\n')) {
    const text = line.trim();
    if (text === '') continue;
    const sideEffect = /^import ("[^"]+");$/.exec(text);
    const namespace = /^import \* as (\w+) from ("[^"]+");$/.exec(text);
    if (sideEffect) lines.push(`await import(${sideEffect[1]});`);
    else if (namespace) lines.push(`const ${namespace[1]} = await import(${namespace[2]});`);
    else if (text.startsWith('import ')) return undefined;
    else lines.push(text);
  }
  return [
    AFTER_FIRST_PAINT,
    'afterFirstPaint(async () => {',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    ...lines,
    '});',
  ].join('\n');
}

/** The page, ready for a first paint from its HTML alone; `css(href)` reads a built stylesheet. */
export function forFirstPaint(html: string, css: (href: string) => string | undefined): string {
  let page = html.replace(STYLESHEET, (tag) => {
    const href = attribute(tag, 'href');
    // React Router writes the stylesheet of a chunk that is also imported lazily with a trailing
    // `#` (`plan-page-….css#` on the plan pages): the same file, which must be inlined too, or the
    // page's first paint waits for it (plan page FCP 1.21 s instead of 1.06 s, decision 305).
    const file = href?.replace(/#$/, '');
    const text = file?.startsWith('/assets/') ? css(file) : undefined;
    if (text === undefined || text.includes('</style') || /\sdisabled\b/.test(tag)) return tag;
    // React hydrates the `<link>` itself (a route's stylesheet is an element it expects to find);
    // disabled, the browser neither fetches it nor waits for it.
    return `<style data-href="${href}">${text}</style>${tag.replace(/\/?>$/, ' disabled=""/>')}`;
  });

  const start = START_SCRIPT.exec(page);
  if (!start) return page;
  const preloads = [
    ...new Set([...page.matchAll(MODULE_PRELOAD)].map((m) => attribute(m[0], 'href') ?? '')),
  ].filter(Boolean);
  const script = deferredStartScript(start[1] ?? '', preloads);
  if (!script) return page;
  page = page.replace(MODULE_PRELOAD, '');
  return page.replace(START_SCRIPT, () => `<script type="module">${script}</script>`);
}
