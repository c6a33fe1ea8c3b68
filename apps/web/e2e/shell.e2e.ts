import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken } from './support/admin.ts';
import { browserForFile, hydrated, newPage, PHONE, waitForPath } from './support/browser.ts';

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
