import type { Page } from 'playwright-core';
import { waitForPath } from './browser.ts';

/** The plan page's order form once it has hydrated (prerendered HTML cannot order yet). */
export function orderForm(page: Page) {
  return page.getByRole('form', { name: 'Build your plan' }).and(page.locator('[data-ready]'));
}

/** Subscribe on the plan page, then wait for the confirm page to show the saved address. */
export async function subscribeToConfirm(page: Page) {
  await orderForm(page).getByRole('button', { name: 'Subscribe' }).click();
  await waitForPath(page, '/subscribe-confirm');
  await page.getByRole('region', { name: 'Delivery Address' }).getByRole('radio').first().waitFor();
}

/** The confirm page's side panel with the totals and the Proceed button. */
export function orderSummary(page: Page) {
  return page.getByRole('complementary', { name: 'Order summary' });
}

/**
 * The term and value pairs of a list of `<div><dt/><dd/></div>` rows as the page shows them:
 * { 'Total meals': '7', 'Price per meal': '₹249', … }.
 */
export function termsAndValues(page: Page, rowSelector: string): Promise<Record<string, string>> {
  return page
    .locator(rowSelector)
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [
          row.querySelector('dt')?.textContent?.trim() ?? '',
          row.querySelector('dd')?.textContent?.trim() ?? '',
        ]),
      ),
    );
}
