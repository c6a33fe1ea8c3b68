import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken } from './support/admin.ts';
import {
  baseURL,
  browserForFile,
  hydrated,
  newPage,
  PHONE,
  waitForPath,
} from './support/browser.ts';

const browser = browserForFile();

async function h1(page: Page) {
  return (await page.locator('h1').first().textContent())?.trim();
}

describe('the web shell', () => {
  it('renders the home page', async () => {
    const page = await newPage(browser());
    await page.goto('/');
    expect(await h1(page)).toBe('Subscribe once. Delivered Daily');
    expect(await page.title()).toContain('FitThali');
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('opens each navigation entry on its page', async () => {
    const page = await newPage(browser());
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const entries: [string, string, string][] = [
      ['Meal Plans', '/meal-plan', 'Our Meal Plans'],
      ['Recipes', '/recipes', 'Healthy Recipes'],
      ['Blog', '/blog', 'FitThali Blog'],
      ['About', '/about', 'About Us'],
      ['Home', '/', 'Subscribe once. Delivered Daily'],
    ];
    for (const [label, path, heading] of entries) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await waitForPath(page, path);
      await page.waitForFunction(
        (text) => document.querySelector('h1')?.textContent?.trim() === text,
        heading,
      );
      expect(await h1(page)).toBe(heading);
    }
    await page.context().close();
  });

  it('scrolls to the top on every route change', async () => {
    const page = await newPage(browser());
    await page.goto('/');
    // Hydration scrolls to the top once; scrolling before it would be undone.
    await hydrated(page);
    await page.waitForFunction(() => {
      window.scrollTo(0, document.body.scrollHeight);
      return window.scrollY > 0;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await waitForPath(page, '/faqs');
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('sends /admin to /admin-login without an admin token', async () => {
    const page = await newPage(browser());
    await page.goto('/admin');
    await waitForPath(page, '/admin-login');
    expect(await h1(page)).toBe('Admin Login');
    await page.goto('/admin/users');
    await waitForPath(page, '/admin-login');
    await page.context().close();
  });

  it('redirects /admin-dashboard to /admin, replacing history', async () => {
    const page = await newPage(browser());
    await page.goto('/');
    await page.goto('/admin-dashboard');
    await waitForPath(page, '/admin-login');
    await page.evaluate((token) => localStorage.setItem('adminToken', token), await adminToken());
    await page.goto('/admin-dashboard');
    await waitForPath(page, '/admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // No header or footer in the admin area; the sidebar is there instead.
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByText('Admin Panel').first().isVisible()).toBe(true);
    await page.goBack();
    // /admin-dashboard was replaced, so one step back is the page before it.
    await page.waitForURL(
      (url) => url.pathname !== '/admin' && url.pathname !== '/admin-dashboard',
    );
    await page.context().close();
  });

  it('shows the 404 page for unknown paths, without header or footer', async () => {
    const page = await newPage(browser());
    await page.goto('/nope/really');
    await waitForPath(page, '/404');
    expect(await h1(page)).toBe('404 - Page Not Found');
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await page.context().close();
  });

  it('shows the 404 page for unknown admin children', async () => {
    const page = await newPage(browser());
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('adminToken', 'some-token'));
    await page.goto('/admin/nothing-here');
    await waitForPath(page, '/404');
    expect(await h1(page)).toBe('404 - Page Not Found');
    await page.context().close();
  });

  it('has a mobile menu toggle on a 360 px phone', async () => {
    const page = await newPage(browser(), PHONE);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Recipes' })
      .click();
    await waitForPath(page, '/recipes');
    await page.waitForSelector('button[aria-label="Menu"][aria-expanded="false"]');
    // Nothing overflows sideways on a small phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.context().close();
  });

  it('a page draws its icons from its own HTML and has the whole sprite once live', async () => {
    const symbolsOf = (html: string) =>
      [
        ...(/<svg[^>]*class="icon-sprite"[^>]*>([\s\S]*?)<\/svg>/.exec(html)?.[1] ?? '').matchAll(
          /<symbol id="([^"]+)"/g,
        ),
      ].map((match) => match[1]);
    // The SPA fallback (any path not prerendered) carries the whole sprite (decision 305).
    const whole = symbolsOf(await (await fetch(`${baseURL()}/profile`)).text());
    const served = await (await fetch(`${baseURL()}/high-protein-plan`)).text();
    const own = symbolsOf(served);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(whole.length);
    const drawn = new Set(
      [
        ...served
          .replace(/<svg[^>]*class="icon-sprite"[\s\S]*?<\/svg>/, '')
          .matchAll(/href="#([^"]+)"/g),
      ]
        .map((match) => match[1])
        .filter((id) => whole.includes(id)),
    );
    expect([...drawn].every((id) => own.includes(id))).toBe(true);

    const page = await newPage(browser(), PHONE);
    await page.goto('/high-protein-plan');
    await hydrated(page);
    await page.waitForFunction(
      (count) => document.querySelectorAll('svg.icon-sprite symbol').length === count,
      whole.length,
    );
    const late = whole.find((id) => !own.includes(id)) as string;
    // An icon drawn after the page loaded draws from a symbol the app added, and a `<use>` written
    // before its symbol exists draws once the symbol arrives (what a dialog opened at once relies on).
    const sizes = await page.evaluate((id) => {
      const ns = 'http://www.w3.org/2000/svg';
      const icon = (href: string) => {
        const svg = document.createElementNS(ns, 'svg');
        svg.setAttribute('viewBox', '0 0 24 24');
        svg.setAttribute('width', '24');
        const use = document.createElementNS(ns, 'use');
        use.setAttribute('href', `#${href}`);
        svg.append(use);
        document.body.append(svg);
        return use;
      };
      const added = icon(id).getBBox().width;
      const early = icon('drawn-before-its-symbol');
      const before = early.getBBox().width;
      const symbol = document.getElementById(id)?.cloneNode(true) as Element;
      symbol.id = 'drawn-before-its-symbol';
      document.querySelector('svg.icon-sprite')?.append(symbol);
      return { added, before, after: early.getBBox().width };
    }, late);
    expect(sizes.added).toBeGreaterThan(0);
    expect(sizes.before).toBe(0);
    expect(sizes.after).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows toasts at top-center', async () => {
    const page = await newPage(browser());
    await page.goto('/');
    const toaster = page.getByRole('region', { name: 'Notifications' });
    expect(await toaster.getAttribute('data-toaster')).toBe('top-center');
    // Centred across the top of the viewport.
    const box = await toaster.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box?.y).toBeLessThan(40);
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - width / 2)).toBeLessThan(2);
    await page.context().close();
  });
});
