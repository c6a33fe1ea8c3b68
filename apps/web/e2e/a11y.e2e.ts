import { PLANS } from '@fitthali/domain/plans';
import { describe, expect, it } from 'vitest';
import { MENU_LINKS } from '../src/content/menu-links';
import { seriousViolations } from './support/axe.ts';
import { browserForFile, newPage, PHONE } from './support/browser.ts';
import { POLICY_AND_INFO_PAGES } from './support/pages.ts';

const browser = browserForFile();

/** Every public content page of issue 7, including one recipe and one post. */
const PUBLIC_PAGES = [
  '/',
  '/meal-plan',
  ...PLANS.map((plan) => plan.path),
  '/recipes',
  '/recipes/1',
  '/blog',
  '/blog/building-a-balanced-indian-plate',
  ...MENU_LINKS.map((menu) => menu.path),
  ...POLICY_AND_INFO_PAGES,
  '/faqs',
];

describe('axe-core scan of the public pages', () => {
  for (const [label, options] of [
    ['desktop', { viewport: { width: 1280, height: 900 } }],
    ['phone', PHONE],
  ] as const) {
    it(`finds no serious or critical violations (${label})`, async () => {
      const page = await newPage(browser(), options);
      const problems: Record<string, string[]> = {};
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // One h1 per page.
        expect(await page.locator('h1').count(), `${path} h1 count`).toBe(1);
        const found = await seriousViolations(page);
        if (found.length > 0) problems[path] = found;
      }
      expect(problems).toEqual({});
      await page.context().close();
    }, 180_000);
  }

  it('lets a keyboard user reach and see the focus on the carousel controls', async () => {
    const page = await newPage(browser());
    await page.goto('/');
    await page.locator('.hero .carousel-controls[data-ready]').waitFor();
    await page.getByRole('button', { name: 'Next slide' }).focus();
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
    });
    expect(ring).toBe(true);
    // Hidden slides are out of the tab order.
    expect(await page.locator('.hero-slide:not(.is-active)').getAttribute('inert')).not.toBeNull();
    await page.context().close();
  });
});
