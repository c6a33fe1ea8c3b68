import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Config } from '@react-router/dev/config';
import { BLOG_POSTS } from './src/content/blog-posts';
import { RECIPES } from './src/content/recipes';
import { withEarlyTaps } from './src/prerender/early-taps';
import { forFirstPaint } from './src/prerender/first-paint';

// Where the sitemap and robots.txt say the storefront lives.
const SITE_URL = (process.env.SITE_URL ?? 'https://fitthali.com').replace(/\/+$/, '');

/** Public pages with content: prerendered, and listed in the sitemap. */
const PUBLIC_PAGES = [
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

/** Prerendered too, but not worth a search result. */
const UTILITY_PAGES = ['/login', '/signup', '/admin-login', '/404'];

function sitemap(): string {
  const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${SITE_URL}${path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
    'Disallow: /api/',
    '',
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    '',
  ].join('\n');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * Every built page gets its stylesheets inline, its scripts after the first paint, and the script
 * that holds a tap made before they start (decision 144).
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
    const page = withEarlyTaps(forFirstPaint(html, (href) => stylesheets.get(href)));
    if (page !== html) await writeFile(file, page);
  }
}

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.xml', '.txt', '.json']);

/**
 * Writes `file.br` and `file.gz` beside every text file of the client build, once at build time
 * with the best settings, so a server that serves precompressed files (@fastify/static's
 * `preCompressed`) never compresses on the fly and phones download a third of the bytes.
 */
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
  prerender: [...PUBLIC_PAGES, ...UTILITY_PAGES],
  // The sitemap comes from the same list as the prerender, so it never misses a page.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    await mkdir(client, { recursive: true });
    await writeFile(join(client, 'sitemap.xml'), sitemap());
    await writeFile(join(client, 'robots.txt'), robots());
    await prepareFirstPaint(client);
    await precompress(client);
  },
} satisfies Config;
