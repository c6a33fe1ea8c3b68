import { ACCOUNT_CLOSING_POLICY } from '@fitthali/domain/account-closing';
import { MONDAY_FIRST } from '@fitthali/domain/weekdays';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile, hydrated, newPage } from './support/browser.ts';

const browser = browserForFile();

async function open(path: string, options = {}) {
  const page = await newPage(browser(), options);
  await page.goto(path);
  await hydrated(page);
  return page;
}

async function texts(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) => els.map((el) => el.textContent?.trim()));
}

describe('/meal-plan', () => {
  it('lists the five plans with their starting prices', async () => {
    const page = await open('/meal-plan');
    expect(await texts(page, '.meal-card__title')).toEqual([
      'High Protein Meal Plan',
      'Weightloss Meal Plan',
      'Diabetic Diet Meal Plan',
      'Custom Meal Plan',
      'Office Employee Meal Plan',
    ]);
    expect(await texts(page, '.meal-card__price strong')).toEqual([
      '₹239',
      '₹169',
      '₹219',
      '₹209',
      '₹159',
    ]);
    await page.context().close();
  });
});

describe('recipes', () => {
  it('filters by category and opens a recipe with its calories and macros', async () => {
    const page = await open('/recipes');
    const titles = () => texts(page, '.recipe-card__title');
    expect(await titles()).toEqual([
      'Balanced Protein Bowl',
      'Detox Veggie Soup',
      'Spicy Chickpea Wrap',
      'Tofu Stir Fry Bowl',
    ]);
    const filters = page.getByRole('group', { name: 'Filter recipes by category' });
    await filters.getByRole('button', { name: 'Low Calorie' }).click();
    expect(await titles()).toEqual(['Detox Veggie Soup']);
    expect(
      await filters.getByRole('button', { name: 'Low Calorie' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await filters.getByRole('button', { name: 'High Protein' }).click();
    expect(await titles()).toEqual([
      'Balanced Protein Bowl',
      'Spicy Chickpea Wrap',
      'Tofu Stir Fry Bowl',
    ]);
    await filters.getByRole('button', { name: 'Veg', exact: true }).click();
    expect(await titles()).toHaveLength(3);
    await filters.getByRole('button', { name: 'All' }).click();
    expect(await titles()).toHaveLength(4);

    expect(
      await page.getByRole('link', { name: 'Refer My Meal Plan' }).first().getAttribute('href'),
    ).toBe('/meal-plan');

    await page.getByRole('link', { name: 'Spicy Chickpea Wrap' }).click();
    await page.waitForURL((url) => url.pathname === '/recipes/3');
    await page.getByRole('heading', { level: 1, name: 'Spicy Chickpea Wrap' }).waitFor();
    const nutrition = await page.locator('.macro-grid').textContent();
    for (const figure of ['350 kcal', '16 g', '48 g', '10 g']) expect(nutrition).toContain(figure);
    await page.getByRole('link', { name: 'Refer My Meal Plan' }).click();
    await page.waitForURL((url) => url.pathname === '/meal-plan');
    await page.context().close();
  });

  it('shows a not-found state with a way back for an unknown recipe', async () => {
    const page = await open('/recipes/999');
    await page.getByRole('heading', { level: 1, name: 'Recipe Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Recipes' }).click();
    await page.waitForURL((url) => url.pathname === '/recipes');
    await page.context().close();
  });
});

describe('blog', () => {
  it('filters by category, searches title and excerpt, and says when nothing matches', async () => {
    const page = await open('/blog');
    const titles = () => texts(page, '.post-card__title');
    expect(await titles()).toHaveLength(3);
    // The three most recent posts, newest first.
    expect(await texts(page, '.recent-posts a')).toEqual([
      'Building a Balanced Indian Plate',
      'Protein for Muscle Gain on Indian Food',
      'Plant-Powered Meals That Keep You Full',
    ]);

    const filters = page.getByRole('group', { name: 'Filter posts by category' });
    await filters.getByRole('button', { name: 'Muscle Gain' }).click();
    expect(await titles()).toEqual(['Protein for Muscle Gain on Indian Food']);

    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await search.fill('thali');
    expect(await page.getByText('No posts found matching your criteria.').isVisible()).toBe(true);
    expect(await titles()).toEqual([]);

    await filters.getByRole('button', { name: 'All' }).click();
    expect(await titles()).toEqual(['Building a Balanced Indian Plate']);
    await search.fill('HUNGRY');
    expect(await titles()).toEqual(['Plant-Powered Meals That Keep You Full']);

    await search.fill('xyz no such words');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    expect(await titles()).toHaveLength(3);
    await page.context().close();
  });

  it('opens a post with its image, author, date, content and tags', async () => {
    const page = await open('/blog');
    await page
      .getByRole('link', { name: 'Protein for Muscle Gain on Indian Food' })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/blog/protein-for-muscle-gain-on-indian-food');
    await page.locator('article.post').waitFor();
    const article = page.locator('article.post');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Protein for Muscle Gain on Indian Food',
    );
    const byline = await article.locator('.post__byline').textContent();
    expect(byline).toContain('Arjun Behera');
    expect(byline).toContain('18 February 2025');
    expect(await article.locator('img.post__image').getAttribute('alt')).toBeTruthy();
    expect(await article.getByRole('list', { name: 'Tags' }).textContent()).toContain('protein');
    expect(await article.textContent()).toContain('1.6 and 2.2 grams of protein');
    expect(await page.title()).toBe('Protein for Muscle Gain on Indian Food | FitThali');
    await page.context().close();
  });

  it('shows Post Not Found with Back to Blog for an unknown slug', async () => {
    const page = await open('/blog/no-such-post');
    await page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    await page.context().close();
  });
});

describe('FAQs', () => {
  it('keeps exactly one answer open at a time', async () => {
    const page = await open('/faqs');
    const items = page.locator('details.faq__item');
    expect(await items.count()).toBe(7);
    const openOnes = () =>
      items.evaluateAll((all) =>
        all
          .filter((d) => (d as HTMLDetailsElement).open)
          .map((d) => d.querySelector('summary')?.textContent),
      );
    expect(await openOnes()).toEqual(['How do I subscribe to a meal plan?']);

    await page.getByText('Is there a trial option?').click();
    expect(await openOnes()).toEqual(['Is there a trial option?']);
    expect(await page.getByText('Trial plans are not refundable.').isVisible()).toBe(true);

    // Keyboard: focus a question and press Enter.
    await page.locator('summary', { hasText: 'How do refunds work?' }).focus();
    await page.keyboard.press('Enter');
    expect(await openOnes()).toEqual(['How do refunds work?']);
    expect(await page.getByText(/full refund, processed in 5–7 business days/).isVisible()).toBe(
      true,
    );
    // Closing the open one leaves none open.
    await page.keyboard.press('Enter');
    expect(await openOnes()).toEqual([]);
    await page.context().close();
  });
});

describe('weekly menus', () => {
  // SPEC §3 labels the figure "Protein … Kcal"; it is energy, so it reads Calories (decision 51).
  const MENUS: [string, string, [number, number], [number, number]][] = [
    ['/my-meal-plans', 'My Meal Plans', [640, 700], [720, 790]],
    ['/weightloss-meal-plan', 'Weight Loss Meal Plan', [380, 430], [410, 470]],
    ['/balanced-diet-plan', 'Diabetic Diet Plan', [700, 780], [820, 860]],
    ['/muscle-gain-meal-plan', 'Muscle Gain Meal Plan', [780, 850], [880, 950]],
    ['/office-menu-plan', 'Office Weekly Meal Plan', [450, 510], [480, 550]],
  ];

  /** Each day's lunch figure: the old menus gave lunch and dinner one figure a day. */
  async function figures(page: Page) {
    return page
      .locator('.menu-card__figure span:first-child strong')
      .evaluateAll((els) => els.map((el) => Number(el.textContent)));
  }

  it('toggles Veg (default, green) and Non-Veg (red) across Monday to Sunday', async () => {
    const page = await open('/balanced-diet-plan');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Diabetic Diet Plan');
    const toggle = page.getByRole('group', { name: 'Meal type' });
    const veg = toggle.getByRole('button', { name: 'Veg', exact: true });
    const nonVeg = toggle.getByRole('button', { name: 'Non-Veg' });
    expect(await veg.getAttribute('aria-pressed')).toBe('true');
    // Monday to Sunday, as the domain lists the week (its own test spells the names out).
    expect(await texts(page, '.menu-card__day')).toEqual(MONDAY_FIRST);
    const color = () =>
      page
        .locator('.menu-card__day')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    expect(await color()).toBe('rgb(21, 128, 61)');
    const vegLunch = await page.locator('.menu-card').first().textContent();

    await nonVeg.click();
    expect(await nonVeg.getAttribute('aria-pressed')).toBe('true');
    expect(await veg.getAttribute('aria-pressed')).toBe('false');
    expect(await color()).toBe('rgb(185, 28, 28)');
    expect(await page.locator('.menu-card').first().textContent()).not.toBe(vegLunch);
    expect(await page.locator('.menu-card').count()).toBe(7);
    const card = page.locator('.menu-card').first();
    expect(await card.getByText('Lunch', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Dinner', { exact: true }).count()).toBe(1);
    expect(await card.locator('img').getAttribute('width')).toBe('400');
    await page.context().close();
  });

  it('gives every menu route its heading and figures in the ranges of the spec', async () => {
    const page = await newPage(browser());
    for (const [path, heading, vegRange, nonVegRange] of MENUS) {
      await page.goto(path);
      await hydrated(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(await page.locator('.menu-card__figure').first().textContent()).toMatch(
        /^Calories: \d+ kcal lunch · \d+ kcal dinner$/,
      );
      for (const [range, type] of [
        [vegRange, 'Veg'],
        [nonVegRange, 'Non-Veg'],
      ] as const) {
        await page
          .getByRole('group', { name: 'Meal type' })
          .getByRole('button', { name: type, exact: true })
          .click();
        const values = await figures(page);
        expect(values).toHaveLength(7);
        expect(values[0]).toBe(range[0]);
        expect(values[6]).toBe(range[1]);
        expect([...values].sort((a, b) => a - b)).toEqual(values);
      }
    }
    await page.context().close();
  });
});

describe('static pages', () => {
  it('serve the refund policy text of the spec', async () => {
    const page = await open('/refund');
    const text = await page.locator('main').textContent();
    for (const phrase of [
      'at least 24 hours before your first meal’s delivery window opens',
      'full refund',
      'no refund once the plan has started',
      'no refund for trial plans (the 3-day trial)',
      '5–7 business days',
      '72 hours',
    ]) {
      expect(text).toContain(phrase);
    }
    // Deleting an account: the rule the delete dialog and the deletion apply (issue 25 point 1).
    await page.getByRole('heading', { name: 'If you delete your account' }).waitFor();
    for (const sentence of ACCOUNT_CLOSING_POLICY) expect(text).toContain(sentence);
    await page.context().close();
  });

  it('open at the top when reached from the footer of a scrolled page', async () => {
    const page = await open('/blog');
    const links: [string, string][] = [
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Terms & Conditions', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Refund Policy', '/refund'],
      ['FAQs', '/faqs'],
    ];
    for (const [label, path] of links) {
      // Retried until the page has its full height (images and fonts may still be settling).
      await page.waitForFunction(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY > 0;
      });
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.waitForFunction(() => window.scrollY === 0);
    }
    await page.context().close();
  });

  it('serve robots.txt and a sitemap listing every recipe and post', async () => {
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toContain('Sitemap:');
    expect(robots).toContain('Disallow: /admin');
    const response = await fetch(`${baseURL()}/sitemap.xml`);
    expect(response.status).toBe(200);
    const sitemap = await response.text();
    for (const path of ['/recipes/4', '/blog/plant-powered-meals-that-keep-you-full', '/faqs']) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    expect(sitemap).not.toContain('/admin');
  });
});
