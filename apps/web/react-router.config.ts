import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LOCALES, pathInLocale } from '@fitthali/domain/i18n/locales';
import type { Config } from '@react-router/dev/config';
import { BLOG_POSTS } from './src/content/blog-posts';
import { RECIPES } from './src/content/recipes';
import { alternateLinks } from './src/i18n/alternate-links';
import { withOdiaNeeds } from './src/i18n/odia-page-needs';
import { compactManifest } from './src/prerender/compact-manifest';
import { withEarlyTaps } from './src/prerender/early-taps';
import { forFirstPaint } from './src/prerender/first-paint';
import { withPageIcons } from './src/prerender/page-icons';

// Where the sitemap and robots.txt say the storefront lives.
const SITE_URL = (process.env.SITE_URL ?? 'https://fitthali.com').replace(/\/+$/, '');

/** Public pages with content, in English: prerendered, and listed in the sitemap. */
const ENGLISH_PAGES = [
  '/',
  '/about',
  '/contact',
  '/recipes',
  ...RECIPES.map((recipe) => `/recipes/${recipe.id}`),
  '/blog',
  ...BLOG_POSTS.map((post) => `/blog/${post.slug}`),
  '/terms',
  '/privacy',
  '/refund',
  '/faqs',
  '/meal-plan',
  '/high-protein-plan',
  '/weightloss-plan',
  '/diabetic-plan',
  '/custom-meal-plan',
  '/employee-meal-plan',
  '/my-meal-plans',
  '/weightloss-meal-plan',
  '/balanced-diet-plan',
  '/muscle-gain-meal-plan',
  '/office-menu-plan',
];

/** Every public page in both languages: its Odia twin lives under `/or/` (issue 27). */
const PUBLIC_PAGES = LOCALES.flatMap((locale) =>
  ENGLISH_PAGES.map((path) => pathInLocale(path, locale)),
);

/** Prerendered too, but not worth a search result. The admin login stays English only. */
const UTILITY_PAGES = [
  ...LOCALES.flatMap((locale) =>
    ['/login', '/signup', '/404'].map((path) => pathInLocale(path, locale)),
  ),
  '/admin-login',
];

/** Each page in both languages, each entry naming its twins so search engines pair them. */
function sitemap(): string {
  const urls = PUBLIC_PAGES.map((path) => {
    const alternates = alternateLinks(path, SITE_URL).map(
      ({ hrefLang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${href}"/>`,
    );
    return `  <url>\n    <loc>${SITE_URL}${path}</loc>\n${alternates.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

function robots(): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Account, checkout and admin screens have nothing to index.
    'Disallow: /admin',
    'Disallow: /profile',
    'Disallow: /subscribe-confirm',
    'Disallow: /payment',
    'Disallow: /or/profile',
    'Disallow: /or/subscribe-confirm',
    'Disallow: /or/payment',
    'Disallow: /api/',
    '',
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    '',
  ].join('\n');
}

const PUBLIC_PATHS = new Set(PUBLIC_PAGES);

/**
 * A public page's `<head>` names the page in both languages (hreflang, issue 27), written at build
 * time like the sitemap: React never renders these links, so nothing about them can fail to
 * hydrate, and the SPA fallback, which stands for any path, has none.
 */
function withAlternates(html: string, path: string | undefined): string {
  if (path === undefined || !html.includes('</head>')) return html;
  const links = alternateLinks(path, SITE_URL)
    .map(({ hrefLang, href }) => `<link rel="alternate" hreflang="${hrefLang}" href="${href}"/>`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * Every built page gets its stylesheets inline, its scripts after the first paint, the script that
 * holds a tap made before they start (decision 144), only the icons it draws (decision 305), and,
 * in Odia, the words and content it fetches before it hydrates (decision 306).
 */
async function prepareFirstPaint(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const stylesheets = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.css')) continue;
    const file = join(entry.parentPath, entry.name);
    const href = `/${relative(dir, file).split(sep).join('/')}`;
    stylesheets.set(href, (await readFile(file, 'utf8')).trim());
  }
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    const path = `/${relative(dir, entry.parentPath).split(sep).join('/')}`;
    // The SPA fallback stands for every other page (profile, admin): it keeps the whole sprite.
    const icons =
      entry.name === '__spa-fallback.html' ? html : withOdiaNeeds(withPageIcons(html), path);
    const page = withAlternates(
      withEarlyTaps(forFirstPaint(icons, (href) => stylesheets.get(href))),
      entry.name === 'index.html' && (PUBLIC_PATHS.has(path) || PUBLIC_PATHS.has(`${path}/`))
        ? path
        : undefined,
    );
    if (page !== html) await writeFile(file, page);
  }
}

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.xml', '.txt', '.json']);

/**
 * Writes `file.br` and `file.gz` beside every text file of the client build, once at build time
 * with the best settings, so a server that serves precompressed files (@fastify/static's
 * `preCompressed`) never compresses on the fly and phones download a third of the bytes.
 */
/** Rewrites the route manifest in place (its name is what the pages load; see compact-manifest). */
async function compactManifestFile(dir: string): Promise<void> {
  const assets = join(dir, 'assets');
  const files = (await readdir(assets)).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (files.length !== 1) throw new Error(`expected one route manifest, found ${files.length}`);
  const file = join(assets, files[0] as string);
  await writeFile(file, compactManifest(await readFile(file, 'utf8')));
}

async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
      .map(async (entry) => {
        const file = join(entry.parentPath, entry.name);
        const body = await readFile(file);
        if (body.length < 1024) return;
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzipAsync(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
  );
}

// Public pages are prerendered to their own index.html so they load without JavaScript; every
// other path (profile, admin, unknown recipe or post ids) falls back to __spa-fallback.html.
export default {
  appDirectory: 'src/app',
  // Several checkouts' test runs can build side by side without overwriting each other.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: false,
  // The Odia home is the route `or`: prerendered as '/or' (as '/or/' no route matches it); the
  // server answers both addresses with it.
  prerender: [...PUBLIC_PAGES, ...UTILITY_PAGES].map((path) => (path === '/or/' ? '/or' : path)),
  // The sitemap comes from the same list as the prerender, so it never misses a page.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    await mkdir(client, { recursive: true });
    await writeFile(join(client, 'sitemap.xml'), sitemap());
    await writeFile(join(client, 'robots.txt'), robots());
    await compactManifestFile(client);
    await prepareFirstPaint(client);
    await precompress(client);
  },
} satisfies Config;
