// Issue 15 point 5: an order paid online through the built-in test gateway gets its GST tax
// invoice at once; the customer finds it on the profile and downloads the PDF, and the admin finds
// it on the order page. The order is seeded through the API: the journey is about the invoice.

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
// The operator's details every server test uses: valid GSTIN, FSSAI and phones.
import { BUSINESS } from '../../server/test/factories/business.ts';
import { signInPage, signUpViaApi } from './support/accounts.ts';
import { adminToken } from './support/admin.ts';
import { baseURL, browserForFile, newPage, waitForPath } from './support/browser.ts';
import { placeOrderViaApi } from './support/orders.ts';

const browser = browserForFile();

async function saveBusinessDetails(admin: string) {
  const res = await fetch(`${baseURL()}/api/admin/settings/business`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify(BUSINESS),
  });
  if (!res.ok) throw new Error(`saving the business details answered ${res.status}`);
}

describe('tax invoices (issue 15 point 5)', () => {
  it('an order paid online shows its invoice on the profile, and it downloads as a PDF', async () => {
    const admin = await adminToken();
    await saveBusinessDetails(admin);
    const customer = await signUpViaApi();
    const order = await placeOrderViaApi(customer, { paymentMode: 'Online' });

    const page = await newPage(browser());
    await signInPage(page, customer, '/profile');
    await page.goto('/profile');
    const card = page.getByRole('article', { name: 'High Protein' });
    await card.getByRole('button', { name: 'Pay now' }).click();
    await waitForPath(page, '/payment');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByRole('heading', { name: 'Test payment' }).waitFor();
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await waitForPath(page, '/profile');

    const invoices = page.getByRole('region', { name: 'Invoices' });
    const row = invoices.getByRole('row', { name: /Tax invoice/ });
    await row.waitFor();
    const number = (await row.getByRole('cell').first().textContent()) ?? '';
    expect(number).toMatch(/^FT\/\d{4}\/\d{5}$/);
    expect(await row.textContent()).toContain(`₹${order.totalPrice.toLocaleString('en-IN')}.00`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download tax invoice ${number} (PDF)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${number.replaceAll('/', '-')}.pdf`);
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The API answers the PDF to its customer, and lists it for the admin's order page.
    const listed = (await (
      await fetch(`${baseURL()}/api/user/invoices`, {
        headers: { authorization: `Bearer ${customer.token}` },
      })
    ).json()) as { invoices: { number: string; url: string; subscriptionId: string }[] };
    expect(listed.invoices).toMatchObject([{ number, subscriptionId: order.subscriptionId }]);
    const pdf = await fetch(`${baseURL()}${listed.invoices[0]?.url}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await page.context().close();

    const back = await newPage(browser());
    await back.goto('/admin-login');
    await back.evaluate((token) => localStorage.setItem('adminToken', token), admin);
    await back.goto(`/admin/subscriptions/${order.subscriptionId}`);
    const onOrder = back.getByRole('region', { name: 'Invoices (1)' });
    await onOrder.getByRole('cell', { name: number, exact: true }).waitFor();
    const [adminDownload] = await Promise.all([
      back.waitForEvent('download'),
      onOrder.getByRole('button', { name: `Download tax invoice ${number} (PDF)` }).click(),
    ]);
    expect((await readFile(await adminDownload.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await back.context().close();
  });
});
