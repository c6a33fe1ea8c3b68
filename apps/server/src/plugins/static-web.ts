import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { type CutoffHours, DEFAULT_CUTOFF_HOURS_BY_SLOT } from '@fitthali/domain/cutoff-notice';
import { type Locale, localeOfPath } from '@fitthali/domain/i18n/locales';
import type { PlanId } from '@fitthali/domain/plans';
import { PLACEHOLDER_CONTACT, type SiteContact } from '@fitthali/domain/site-contact';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServedWeek } from '../menus/week-menu-cache.ts';
import { withDeliveryNotice } from './delivery-notice-html.ts';
import { NO_LEGAL_HTML, withLegalDetails } from './legal-details-html.ts';
import {
  DEFAULT_PAGE_SETTINGS,
  isDefaultPageSettings,
  loadPageSettings,
  type PageSettings,
  pageSettingsKey,
} from './page-settings.ts';
import { normalisePath } from './request-path.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.ts';
import { withSiteContact } from './site-contact-html.ts';
import { weekMenuPlanOf, withWeekMenu } from './week-menu-html.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type PageBody = { raw: Buffer; br?: Buffer; gz?: Buffer };

/**
 * A page with the configured contact points in place of the built placeholders. The build's
 * compressed copies hold the placeholders, so a changed page is compressed again, once, at start.
 * Brotli level 7 compresses all pages in about 70 ms, within 10% of the build's level 11; level 9
 * took 2 s.
 */
async function withContact(page: PageBody, contact: SiteContact | undefined): Promise<PageBody> {
  if (!contact) return page;
  const html = page.raw.toString('utf8');
  const swapped = withSiteContact(html, contact);
  if (swapped === html) return page;
  return compressedLike(page, swapped);
}

/** New HTML with the same compressed copies as the page it was made from. */
async function compressedLike(page: PageBody, html: string): Promise<PageBody> {
  const raw = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    page.br
      ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 7 } })
      : Promise.resolve(undefined),
    page.gz ? gzipAsync(raw, { level: 9 }) : Promise.resolve(undefined),
  ]);
  return { raw, br, gz };
}

const sameCutoffs = (a: CutoffHours, b: CutoffHours) =>
  a.Lunch === b.Lunch && a.Dinner === b.Dinner;

/** A page as served while the operator's figures are not the defaults it was built with. */
type NoticeVariant = { key: string; page: Promise<{ body: PageBody; policy: string }> };

/** A page that shows a plan's week, as made from one week and one set of figures. */
type LiveVariant = {
  key: string;
  page: Promise<{ body: PageBody; policy: string; etag: string }>;
};

/** Whether the browser's copy (If-None-Match, weak comparison) is the page about to be sent. */
function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

const SPA_FALLBACK = '__spa-fallback.html';
const NOT_FOUND_PATH = '/404';

/** Maps each prerendered URL path ('/', '/about', …) to its HTML file relative to the web root. */
async function findPrerenderedPages(webDir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const entries = await readdir(webDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = relative(webDir, join(entry.parentPath, entry.name)).split(sep).join('/');
    const dir = file.slice(0, -'index.html'.length).replace(/\/$/, '');
    pages.set(`/${dir}`, file);
  }
  return pages;
}

/**
 * Serves the built web app: hashed assets cached for a year, a prerendered page for each known
 * public path, and the SPA fallback for everything else so the client router decides.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, opts: { webDir: string }) => {
    const { webDir } = opts;
    const built = existsSync(join(webDir, SPA_FALLBACK));
    if (!built) {
      app.log.warn({ webDir }, 'web app not built: run `npm run build` to serve the storefront');
    }
    const pages = built ? await findPrerenderedPages(webDir) : new Map<string, string>();
    const pageBodies = new Map<string, PageBody>();
    /** Each page's own policy, listing the hashes of its inline scripts (and no others). */
    const pagePolicies = new Map<string, string>();
    const razorpay = Boolean(app.config.payments.razorpay);
    if (built) {
      const read = async (file: string) =>
        existsSync(join(webDir, file)) ? readFile(join(webDir, file)) : undefined;
      for (const file of [...pages.values(), SPA_FALLBACK]) {
        const raw = await read(file);
        if (!raw) continue;
        const fromBuild = { raw, br: await read(`${file}.br`), gz: await read(`${file}.gz`) };
        pageBodies.set(file, await withContact(fromBuild, app.config.contact));
      }
      for (const entry of await readdir(webDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
        const path = join(entry.parentPath, entry.name);
        const file = relative(webDir, path).split(sep).join('/');
        const html = pageBodies.get(file)?.raw ?? (await readFile(path));
        pagePolicies.set(
          file,
          contentSecurityPolicy(razorpay, inlineScriptHashes(html.toString('utf8'))),
        );
      }
    }

    /**
     * Pages that show a plan's published week (decision 176), the plan, and the page's language:
     * an `/or/` page shows the week in Odia (issue 27).
     */
    const livePlans = new Map<string, { planId: PlanId; locale: Locale }>();
    for (const [file, body] of pageBodies) {
      const planId = weekMenuPlanOf(body.raw.toString('utf8'));
      if (planId) livePlans.set(file, { planId, locale: localeOfPath(`/${file}`) });
    }

    if (built) {
      await app.register(fastifyStatic, {
        root: webDir,
        prefix: '/',
        index: false,
        redirect: false,
        // One route per built file, found at start-up: a miss goes straight to the page logic below.
        wildcard: false,
        serveDotFiles: false,
        // The build writes .br and .gz beside every text file; send those to browsers that accept them.
        preCompressed: true,
        // Pages (and their compressed copies) are sent from memory with the configured contact
        // points (below), never from disk.
        allowedPath: (pathName) => !/\.html(\.br|\.gz)?$/.test(pathName),
        setHeaders(res, filePath) {
          if (filePath.includes(`${sep}assets${sep}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          } else if (filePath.endsWith('.html')) {
            res.header('Cache-Control', 'no-cache');
            const policy = pagePolicies.get(relative(webDir, filePath).split(sep).join('/'));
            if (policy) res.header('Content-Security-Policy', policy);
          } else {
            res.header('Cache-Control', 'public, max-age=3600');
          }
        },
      });
    }

    // The cut-off hours and the legal details the pages quote are read from the database on every
    // page, like every change reads them (decision 66), so a new figure shows on every instance from
    // the next page load. Each page keeps the one variant of the figures last asked for.
    let lastSettings: PageSettings = DEFAULT_PAGE_SETTINGS;
    const noticeVariants = new Map<string, NoticeVariant>();
    async function currentSettings(): Promise<PageSettings> {
      try {
        lastSettings = await loadPageSettings(app.db, app.config.contact);
      } catch (err) {
        app.log.error({ err }, 'could not read the page settings; pages keep the last figures');
      }
      return lastSettings;
    }
    function withSettings(base: PageBody, settings: PageSettings): string {
      let html = base.raw.toString('utf8');
      if (!sameCutoffs(settings.cutoffs, DEFAULT_CUTOFF_HOURS_BY_SLOT)) {
        html = withDeliveryNotice(
          html,
          settings.cutoffs,
          app.config.contact ?? PLACEHOLDER_CONTACT,
        );
      }
      if (settings.legal !== NO_LEGAL_HTML) html = withLegalDetails(html, settings.legal);
      return html;
    }
    function noticeVariant(file: string, base: PageBody, settings: PageSettings) {
      const key = pageSettingsKey(settings);
      const cached = noticeVariants.get(file);
      if (cached && cached.key === key) return cached.page;
      const html = withSettings(base, settings);
      const page = compressedLike(base, html).then((body) => ({
        body,
        policy: contentSecurityPolicy(razorpay, inlineScriptHashes(html)),
      }));
      noticeVariants.set(file, { key, page });
      return page;
    }

    // A page that shows a plan's week is made again when the week or the figures change, at most
    // once per the week cache's lifetime (decision 178), and kept until then.
    const liveVariants = new Map<string, LiveVariant>();
    function liveVariant(
      file: string,
      base: PageBody,
      settings: PageSettings,
      week: ServedWeek,
      locale: Locale,
    ) {
      const key = `${pageSettingsKey(settings)}\u0000${week.version}`;
      const cached = liveVariants.get(file);
      if (cached && cached.key === key) return cached.page;
      const html = withWeekMenu(withSettings(base, settings), week.week, locale);
      const page = compressedLike(base, html).then((body) => ({
        body,
        policy: contentSecurityPolicy(razorpay, inlineScriptHashes(html)),
        etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
      }));
      liveVariants.set(file, { key, page });
      return page;
    }

    /** Pages are small and few: held in memory with their .br/.gz copies, chosen per request. */
    async function sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      file: string,
      status: number,
    ) {
      let variants = pageBodies.get(file);
      let policy = pagePolicies.get(file);
      let etag: string | undefined;
      // Every page is revalidated each time, except one made from a plan's week: a browser may keep
      // that for as long as the server keeps the week, so a change shows within both (decision 178).
      let cacheControl = 'no-cache';
      const settings = variants ? await currentSettings() : DEFAULT_PAGE_SETTINGS;
      const live = livePlans.get(file);
      const week = variants && live ? await app.weekMenus.current(live.planId, live.locale) : null;
      if (variants && live && week) {
        ({
          body: variants,
          policy,
          etag,
        } = await liveVariant(file, variants, settings, week, live.locale));
        const { maxAgeSeconds } = app.weekMenus;
        if (maxAgeSeconds > 0) cacheControl = `public, max-age=${maxAgeSeconds}`;
      } else if (variants && !isDefaultPageSettings(settings)) {
        ({ body: variants, policy } = await noticeVariant(file, variants, settings));
      }
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (policy) reply.header('content-security-policy', policy);
      reply
        .status(status)
        .header('Cache-Control', cacheControl)
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (etag) {
        reply.header('ETag', etag);
        if (ifNoneMatch(request, etag)) return reply.status(304).send();
      }
      if (!variants) return reply.sendFile(file);
      if (variants.br && accepts.includes('br')) {
        return reply.header('Content-Encoding', 'br').send(variants.br);
      }
      if (variants.gz && accepts.includes('gzip')) {
        return reply.header('Content-Encoding', 'gzip').send(variants.gz);
      }
      return reply.send(variants.raw);
    }

    // The error plugin answers API paths and other methods; every other unknown path is a page.
    app.pageNotFoundHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = normalisePath(request.url);
      if (!built) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run `npm run build` (or `npm start`).');
      }
      const page = pages.get(path);
      if (page) return sendPage(request, reply, page, path === NOT_FOUND_PATH ? 404 : 200);
      // A page asked for by its file name ('/about/index.html').
      if (pageBodies.has(path.slice(1))) return sendPage(request, reply, path.slice(1), 200);
      // Asset-looking paths that do not exist are real 404s, not pages.
      if (/\.[a-z0-9]{1,8}$/i.test(path)) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return sendPage(request, reply, SPA_FALLBACK, 200);
    };
  },
  { name: 'static-web', dependencies: ['errors', 'week-menus'] },
);
