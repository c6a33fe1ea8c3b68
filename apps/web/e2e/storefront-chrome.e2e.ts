import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInPage, signUpViaApi } from './support/accounts.ts';
import { baseURL, browserForFile, newPage, PHONE, waitForPath } from './support/browser.ts';
import { orderForm } from './support/order-pages.ts';

const browser = browserForFile();

const DESKTOP = { viewport: { width: 1280, height: 800 } };

function chatButton(page: Page) {
  return page.getByRole('link', { name: 'Chat on WhatsApp' });
}

/**
 * In the page: true while the chat button covers none of the plan page's action buttons. It covers
 * one when it is shown (not stepped aside) and the two boxes intersect.
 */
function clearOfActions(): boolean {
  const fab = document.querySelector('.whatsapp-fab');
  if (!fab || fab.hasAttribute('data-stepped-aside')) return true;
  const a = fab.getBoundingClientRect();
  return !Array.from(document.querySelectorAll('.plan-order__actions > *')).some((action) => {
    const b = action.getBoundingClientRect();
    return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  });
}

/** Scrolls the Trial button to `block` of the viewport and waits until the chat button is clear. */
async function trialAt(page: Page, block: 'start' | 'center' | 'end') {
  const trial = orderForm(page).getByRole('button', { name: '3 day Trial' });
  await trial.evaluate((el, where) => el.scrollIntoView({ block: where }), block);
  // The button steps aside on the next frame after a scroll: wait for that state, never a time.
  await page.waitForFunction(clearOfActions);
  return trial;
}

describe('the WhatsApp button', () => {
  it('is absent from the sign-up form and the confirm page, and back on other pages', async () => {
    const page = await newPage(browser(), PHONE);
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(await chatButton(page).count()).toBe(0);

    const customer = await signUpViaApi();
    await signInPage(page, customer, '/high-protein-plan');
    await page.goto('/high-protein-plan');
    await chatButton(page).waitFor();
    await orderForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await waitForPath(page, '/subscribe-confirm');
    await page.getByRole('heading', { level: 1, name: 'Confirm Your Subscription' }).waitFor();
    expect(await chatButton(page).count()).toBe(0);

    await page.goto('/about');
    await chatButton(page).waitFor();
    await page.context().close();
  });

  it('is a round icon button with an accessible name, smaller on a phone', async () => {
    for (const [options, size] of [
      [PHONE, 48],
      [DESKTOP, 52],
    ] as const) {
      const page = await newPage(browser(), options);
      await page.goto('/about');
      const box = await chatButton(page).boundingBox();
      expect(box, String(size)).toMatchObject({ width: size, height: size });
      expect(await chatButton(page).evaluate((el) => getComputedStyle(el).borderRadius)).toBe(
        '50%',
      );
      await page.context().close();
    }
  });

  it('never covers the plan page’s Trial button at 1280 px: it sits beside the content', async () => {
    const page = await newPage(browser(), DESKTOP);
    await page.goto('/high-protein-plan');
    await orderForm(page).waitFor();
    for (const block of ['end', 'center', 'start'] as const) {
      const trial = await trialAt(page, block);
      const fab = await chatButton(page).boundingBox();
      const button = await trial.boundingBox();
      if (!fab || !button) throw new Error('missing box');
      // Shown, and apart from the Trial button.
      expect(await chatButton(page).getAttribute('data-stepped-aside'), block).toBeNull();
      expect(fab.x >= button.x + button.width || fab.y >= button.y + button.height, block).toBe(
        true,
      );
      expect(await page.evaluate(clearOfActions), block).toBe(true);
    }
    await page.context().close();
  });

  it('never covers the plan page’s Trial button at 360 px: it steps aside while over it', async () => {
    const page = await newPage(browser(), PHONE);
    await page.goto('/high-protein-plan');
    await orderForm(page).waitFor();
    // The Trial button at the very bottom of the screen is right under the chat button.
    await trialAt(page, 'end');
    expect(await page.evaluate(clearOfActions)).toBe(true);
    expect(await chatButton(page).getAttribute('data-stepped-aside')).toBe('true');
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.whatsapp-fab') as Element).visibility ===
        'hidden',
    );
    for (const block of ['center', 'start'] as const) {
      await trialAt(page, block);
      expect(await page.evaluate(clearOfActions), block).toBe(true);
    }
    // At the top of the page nothing is under it, so it is back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => !document.querySelector('.whatsapp-fab')?.hasAttribute('data-stepped-aside'),
    );
    expect(await chatButton(page).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the header on plan pages', () => {
  it('marks Meal Plans as the current section on a plan page, prerendered and after navigation', async () => {
    // In the prerendered HTML already, so it never flashes unmarked.
    const html = await (await fetch(`${baseURL()}/weightloss-plan`)).text();
    expect(/<a[^>]*>Meal Plans<\/a>/.exec(html)?.[0]).toContain('aria-current="page"');
    const page = await newPage(browser(), DESKTOP);
    await page.goto('/meal-plan');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const mealPlans = nav.getByRole('link', { name: 'Meal Plans', exact: true });
    expect(await mealPlans.getAttribute('aria-current')).toBe('page');
    // The price table links each plan by name.
    await page.getByRole('link', { name: 'High Protein Meal Plan', exact: true }).first().click();
    await waitForPath(page, '/high-protein-plan');
    await orderForm(page).waitFor();
    expect(await mealPlans.getAttribute('aria-current')).toBe('page');
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    await page.context().close();
  });
});

describe('option cards', () => {
  it('show focus as a blue outline and selection as a green check, never alike', async () => {
    const page = await newPage(browser(), DESKTOP);
    await page.goto('/high-protein-plan');
    const group = orderForm(page).getByRole('group', { name: 'Meal option' });
    const look = (name: string) =>
      group.getByRole('radio', { name, exact: true }).evaluate((input) => {
        const card = input.nextElementSibling as Element;
        const style = getComputedStyle(card);
        return {
          outline: style.outlineStyle === 'none' ? 'none' : style.outlineColor,
          check: getComputedStyle(card, '::after').content !== 'none',
          background: style.backgroundColor,
        };
      });
    await group.getByRole('radio', { name: 'Veg', exact: true }).check();
    await group.getByRole('radio', { name: 'Veg', exact: true }).focus();
    // Keyboard focus: the arrow key moves focus and selection to Non-Veg together.
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.getAttribute('value') === 'Non-Veg');
    const nonVeg = await look('Non-Veg');
    const veg = await look('Veg');
    expect(nonVeg).toMatchObject({ outline: 'rgb(29, 78, 216)', check: true });
    expect(veg).toMatchObject({ outline: 'none', check: false });
    expect(veg.background).not.toBe(nonVeg.background);
    await page.context().close();
  });
});
