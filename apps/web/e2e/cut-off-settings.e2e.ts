// Issue 13 point 2: the operator's cut-off hours are the only figure the storefront quotes, and
// the confirm page's earliest start date follows them. The journey changes the shared server's
// settings, so it restores the defaults in a finally (e2e files run one at a time).

import { earliestStartDate } from '@fitthali/domain/cut-off';
import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
} from '@fitthali/domain/delivery-settings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInPage, signUpViaApi } from './support/accounts.ts';
import { putDeliverySettings, signInAdmin } from './support/admin.ts';
import { baseURL, browserForFile, newPage } from './support/browser.ts';
import { subscribeToConfirm } from './support/order-pages.ts';
import { saveAddressViaApi } from './support/orders.ts';

const browser = browserForFile();

async function adminSettingsPage(): Promise<Page> {
  const page = await newPage(browser());
  await signInAdmin(page);
  await page.goto('/admin/settings');
  return page;
}

const CONFIGURED = {
  nextDelivery: 'at least 48 hours before your next delivery for a lunch and 12 hours for a dinner',
  start:
    'at least 48 hours before your first meal’s delivery window opens for a lunch and 12 hours for a dinner',
  home: 'Pause or cancel up to 48 hours before a lunch, 12 hours before a dinner.',
};

/** The page's main text once React has taken over (newPage's goto waits for hydration). */
async function mainText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return (await page.locator('main').textContent()) ?? '';
}

describe('cut-off settings (issue 13 point 2)', () => {
  it('the admin sets Lunch 48 h and Dinner 12 h; every page and the confirm page follow', async () => {
    const admin = await adminSettingsPage();
    try {
      const form = admin.getByRole('form', { name: 'Deliveries and cut-offs' });
      await expect
        .poll(() => form.getByLabel('Lunch cut-off (hours before)').inputValue())
        .toBe('24');

      // The server's sentence for a window that ends before it opens.
      await form.getByLabel('Lunch window closes').fill('12:00');
      await form.getByRole('button', { name: 'Save delivery settings' }).click();
      await expect
        .poll(() => form.getByRole('alert').textContent())
        .toBe('A delivery window must end after it starts.');

      await form.getByLabel('Lunch window closes').fill('14:00');
      await form.getByLabel('Lunch cut-off (hours before)').fill('48');
      await form.getByLabel('Dinner cut-off (hours before)').fill('12');
      await form.getByRole('button', { name: 'Save delivery settings' }).click();
      await admin.getByText('Delivery settings saved.').waitFor();
      await expect.poll(() => form.getByRole('alert').textContent()).toBe('');

      // What a crawler or a visitor without JavaScript gets: the served HTML itself.
      for (const [path, phrase] of [
        ['/faqs', CONFIGURED.nextDelivery],
        ['/terms', CONFIGURED.nextDelivery],
        ['/refund', CONFIGURED.start],
        ['/', CONFIGURED.home],
      ] as const) {
        const html = await (await fetch(`${baseURL()}${path}`)).text();
        expect(html, path).toContain(phrase);
        expect(html, path).not.toMatch(/24 hours (notice|before)/);
      }

      // After hydration, and after a client-side visit, the words are the same.
      const page = await newPage(browser());
      expect(await mainText(page, '/faqs')).toContain(CONFIGURED.nextDelivery);
      expect(await mainText(page, '/terms')).toContain(CONFIGURED.nextDelivery);
      const refund = await mainText(page, '/refund');
      expect(refund).toContain(CONFIGURED.start);
      expect(refund).toContain(CONFIGURED.nextDelivery);
      expect(refund).not.toContain('24 hours');
      const home = await mainText(page, '/');
      expect(home).toContain(CONFIGURED.home);
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
      await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
      expect(await page.locator('main').textContent()).toContain(CONFIGURED.nextDelivery);
      await page.getByRole('banner').getByRole('link', { name: 'FitThali home' }).click();
      await page.getByRole('heading', { name: 'Eating well, made effortless' }).waitFor();
      expect(await page.locator('main').textContent()).toContain(CONFIGURED.home);
      await page.context().close();

      // The confirm page offers the first day past lunch's 48 hours.
      const settings: DeliverySettings = [
        { ...DEFAULT_DELIVERY_SETTINGS[0], cutoffHours: 48 } as DeliverySettings[number],
        { ...DEFAULT_DELIVERY_SETTINGS[1], cutoffHours: 12 } as DeliverySettings[number],
      ];
      const customer = await signUpViaApi();
      await saveAddressViaApi(customer);
      const buyer = await newPage(browser());
      await signInPage(buyer, customer, '/high-protein-plan');
      await buyer.goto('/high-protein-plan');
      await subscribeToConfirm(buyer);
      const start = buyer.getByLabel('First delivery on');
      await expect
        .poll(() => start.getAttribute('min'))
        .toBeOneOf([
          earliestStartDate('Lunch', new Date(Date.now() - 60_000), settings),
          earliestStartDate('Lunch', new Date(), settings),
        ]);
      expect(await start.inputValue()).toBe(await start.getAttribute('min'));
      await buyer.getByText("the kitchen needs 48 hours' notice before the first meal.").waitFor();
      await buyer.context().close();
    } finally {
      await putDeliverySettings(DEFAULT_DELIVERY_SETTINGS);
      await admin.context().close();
    }
    // Back at the defaults, the pages say 24 hours again.
    const html = await (await fetch(`${baseURL()}/faqs`)).text();
    expect(html).toContain('at least 24 hours before your next delivery.');
  });
});
