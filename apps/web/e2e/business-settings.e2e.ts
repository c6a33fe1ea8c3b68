// Issue 15 point 6: the legal details the law asks the storefront to show come from admin
// Settings, never from the code. The journey leaves its details saved on the shared server (there is
// no "unset"); they are lawful-looking placeholders that no other journey reads.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken } from './support/admin.ts';
import { baseURL, browserForFile, newPage } from './support/browser.ts';

const browser = browserForFile();

const DETAILS = {
  'Legal name': 'FitThali Foods Private Limited',
  'Registered address': 'Plot 12, Saheed Nagar, Bhubaneswar 751007',
  GSTIN: '21AAACF1234A1ZR',
  'FSSAI licence number': '12021999000123',
  'Customer-care phone': '+91 90000 00010',
  'Customer-care email': 'care@fitthali.test',
  'Invoice number prefix': 'FT',
  'Grievance officer’s name': 'Sunita Das',
  'Grievance officer’s email': 'grievance@fitthali.test',
  'Grievance officer’s phone': '+91 90000 00020',
};

async function adminSettingsPage(): Promise<Page> {
  const page = await newPage(browser());
  await page.goto('/admin-login');
  await page.evaluate((token) => localStorage.setItem('adminToken', token), await adminToken());
  await page.goto('/admin/settings');
  return page;
}

async function save(form: ReturnType<Page['getByRole']>, page: Page) {
  await form.getByRole('button', { name: 'Save business settings' }).click();
  await page.getByText('Business settings saved.').last().waitFor();
}

describe('legal details (issue 15 point 6)', () => {
  it('the operator changes the FSSAI number in Settings and the footer shows it', async () => {
    const admin = await adminSettingsPage();
    const form = admin.getByRole('form', { name: 'Business and invoices' });
    for (const [label, value] of Object.entries(DETAILS)) {
      await form.getByLabel(label).fill(value);
    }
    // The domain's sentence for a GSTIN from another state.
    await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
    await form.getByRole('button', { name: 'Save business settings' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toContain('Enter a valid 15-character GSTIN for Odisha');
    await form.getByLabel('GSTIN').fill(DETAILS.GSTIN);
    await save(form, admin);

    // The served HTML itself (what a crawler or a visitor without JavaScript gets).
    const html = await (await fetch(`${baseURL()}/`)).text();
    expect(html).toContain('FSSAI Lic. No. 12021999000123');

    const visitor = await newPage(browser());
    await visitor.goto('/');
    const footer = visitor.getByRole('contentinfo');
    await expect.poll(() => footer.textContent()).toContain('FSSAI Lic. No. 12021999000123');
    expect(await footer.textContent()).toContain('Grievance officer: Sunita Das');

    await form.getByLabel('FSSAI licence number').fill('22021999000999');
    await save(form, admin);

    await visitor.goto('/');
    await expect.poll(() => footer.textContent()).toContain('FSSAI Lic. No. 22021999000999');
    expect(await footer.textContent()).not.toContain('12021999000123');
    // After a client-side visit the contact page shows the same details.
    await footer.getByRole('link', { name: 'Contact' }).click();
    const legal = visitor.getByRole('heading', { name: 'Business and grievance officer' });
    await legal.waitFor();
    const main = await visitor.locator('main').textContent();
    expect(main).toContain('FitThali Foods Private Limited');
    expect(main).toContain('22021999000999');
    expect(main).toContain('grievance@fitthali.test');
    await visitor.context().close();
    await admin.context().close();
  });
});
