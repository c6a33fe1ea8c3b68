import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, newPage } from './support/browser.ts';

const browser = browserForFile();

const PHONE_375 = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

function hero(page: Page) {
  return page.getByRole('region', { name: 'FitThali offers' });
}

/** Which of the two hero slides is showing: 1 or 2. */
async function activeSlide(page: Page): Promise<number> {
  return page.evaluate(() => {
    const slides = Array.from(document.querySelectorAll('.hero-slide'));
    return slides.findIndex((slide) => slide.classList.contains('is-active')) + 1;
  });
}

/** The home page with its timers under the test's control, hydrated. */
async function openHome(options = {}) {
  const page = await newPage(browser(), options);
  await page.clock.install();
  await page.goto('/');
  // The controls appear once the page has hydrated and the buttons work.
  await page.locator('.hero .carousel-controls[data-ready]').waitFor();
  // Park the mouse on the header, away from the carousels, so hovering does not pause them.
  await page.mouse.move(1, 1);
  return page;
}

/** Items of a card carousel that lie fully inside its visible window. */
async function itemsInView(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const view = root.querySelector('.carousel__viewport')?.getBoundingClientRect();
    if (!view) return 0;
    return Array.from(root.querySelectorAll('.carousel__item')).filter((item) => {
      const box = item.getBoundingClientRect();
      return box.left >= view.left - 1 && box.right <= view.right + 1;
    }).length;
  });
}

describe('home hero carousel', () => {
  it('advances every 5 s on its own and pauses while hovered', async () => {
    const page = await openHome();
    expect(await activeSlide(page)).toBe(1);
    await page.clock.fastForward(4000);
    expect(await activeSlide(page)).toBe(1);
    await page.clock.fastForward(1100);
    await page.waitForFunction(() =>
      document.querySelectorAll('.hero-slide')[1]?.classList.contains('is-active'),
    );
    expect(await activeSlide(page)).toBe(2);

    // Hovered: nothing moves however long the visitor reads.
    await hero(page).hover({ position: { x: 40, y: 40 } });
    await page.clock.fastForward(12_000);
    expect(await activeSlide(page)).toBe(2);

    // Mouse away: a full interval later it wraps round to the first slide.
    await page.mouse.move(1, 1);
    await page.clock.fastForward(5100);
    await page.waitForFunction(() =>
      document.querySelectorAll('.hero-slide')[0]?.classList.contains('is-active'),
    );
    await page.context().close();
  });

  it('changes slide with the arrow keys, the dots and a swipe over 50 px', async () => {
    const page = await openHome();
    await hero(page).focus();
    await page.keyboard.press('ArrowRight');
    expect(await activeSlide(page)).toBe(2);
    await page.keyboard.press('ArrowRight');
    expect(await activeSlide(page)).toBe(1);
    await page.keyboard.press('ArrowLeft');
    expect(await activeSlide(page)).toBe(2);

    await page.getByRole('button', { name: 'Show slide 1 of 2' }).click();
    expect(await activeSlide(page)).toBe(1);
    expect(
      await page.getByRole('button', { name: 'Show slide 1 of 2' }).getAttribute('aria-current'),
    ).toBe('true');

    // A 40 px drag is not a swipe; 120 px to the left is.
    const box = await hero(page).boundingBox();
    if (!box) throw new Error('hero has no box');
    const y = box.y + 60;
    await page.mouse.move(box.x + 400, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 360, y);
    await page.mouse.up();
    expect(await activeSlide(page)).toBe(1);
    await page.mouse.move(box.x + 400, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 280, y, { steps: 4 });
    await page.mouse.up();
    expect(await activeSlide(page)).toBe(2);
    await page.context().close();
  });

  it('has the subscribe offer and the free consultation with its booking link', async () => {
    const page = await openHome();
    // Both slides are in the page; the one not showing is inert, out of the accessibility tree.
    expect(await hero(page).getByRole('group', { includeHidden: true }).count()).toBe(2);
    expect(await hero(page).getByRole('group').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Subscribe once. Delivered Daily',
    );
    await page.getByRole('button', { name: 'Next slide' }).click();
    const booking = page.getByRole('link', { name: /Book Free Consultation/ });
    expect(await booking.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await booking.getAttribute('target')).toBe('_blank');
    expect(await page.locator('.hero-slide.is-active').textContent()).toContain('30-minute');

    await page.getByRole('button', { name: 'Previous slide' }).click();
    await page
      .locator('.hero-slide.is-active')
      .getByRole('link', { name: 'Subscribe Now' })
      .click();
    await page.waitForURL((url) => url.pathname === '/meal-plan');
    await page.context().close();
  });
});

describe('home meal plans carousel', () => {
  it('shows three plans at a time with Buy Now links to the five plan pages', async () => {
    const page = await openHome();
    const carousel = page.getByRole('region', { name: 'Meal plans' });
    expect(await itemsInView(carousel)).toBe(3);
    const hrefs = await carousel
      .getByRole('link', { name: 'Buy Now' })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/high-protein-plan',
      '/weightloss-plan',
      '/diabetic-plan',
      '/custom-meal-plan',
      '/employee-meal-plan',
    ]);
    const titles = () =>
      carousel
        .locator('.carousel__item:not([inert]) h3')
        .evaluateAll((hs) => hs.map((h) => h.textContent));
    expect(await titles()).toEqual([
      'High Protein Meal Plan',
      'Weightloss Meal Plan',
      'Diabetic Diet Meal Plan',
    ]);
    await carousel.getByRole('button', { name: 'Next plans' }).click();
    expect((await titles())[0]).toBe('Weightloss Meal Plan');
    await carousel.getByRole('button', { name: 'Show plans 3 of 3' }).click();
    expect(await titles()).toEqual([
      'Diabetic Diet Meal Plan',
      'Custom Meal Plan',
      'Office Employee Meal Plan',
    ]);
    await page
      .locator('.carousel__item:not([inert])')
      .getByRole('link', { name: 'Buy Now' })
      .last()
      .click();
    await page.waitForURL((url) => url.pathname === '/employee-meal-plan');
    await page.context().close();
  });
});

describe('home testimonials', () => {
  it('shows three reviews at 1280 px, all rated 5', async () => {
    const page = await openHome({ viewport: { width: 1280, height: 900 } });
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    expect(await reviews.locator('.carousel__item').count()).toBe(6);
    expect(await itemsInView(reviews)).toBe(3);
    expect(await reviews.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(6);
    await page.context().close();
  });

  it('shows one review at 375 px and resets its timer on manual navigation', async () => {
    const page = await openHome(PHONE_375);
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.carousel--reviews .carousel__item:not([inert])').length === 1,
    );
    expect(await itemsInView(reviews)).toBe(1);
    const first = () => reviews.locator('.carousel__item:not([inert]) .review__name').textContent();
    expect(await first()).toBe('Priyanka Mohanty');

    // Four seconds into the interval the visitor moves on by hand: the next automatic move is a
    // full 5 s after that, not 1 s. (A script click, so no hover or focus pauses the carousel.)
    await page.clock.fastForward(4000);
    await reviews
      .getByRole('button', { name: 'Next reviews' })
      .evaluate((b) => (b as HTMLElement).click());
    expect(await first()).toBe('Rakesh Patnaik');
    await page.clock.fastForward(4000);
    expect(await first()).toBe('Rakesh Patnaik');
    await page.clock.fastForward(1100);
    await page.waitForFunction(
      () =>
        document.querySelector('.carousel--reviews .carousel__item:not([inert]) .review__name')
          ?.textContent === 'Sneha Das',
    );
    await page.context().close();
  });

  it('plays the short card and avatar animations on click', async () => {
    const page = await openHome();
    const card = page.locator('.carousel--reviews .review').first();
    await card.click({ position: { x: 30, y: 80 } });
    expect(await card.getAttribute('class')).toContain('is-bumped');
    await page.clock.fastForward(450);
    await page.waitForFunction(() => !document.querySelector('.review.is-bumped'));
    const avatar = card.locator('.review__avatar');
    await avatar.click();
    expect(await avatar.getAttribute('class')).toContain('is-spinning');
    expect(await card.getAttribute('class')).not.toContain('is-bumped');
    await page.clock.fastForward(750);
    await page.waitForFunction(() => !document.querySelector('.review__avatar.is-spinning'));
    await page.context().close();
  });
});
