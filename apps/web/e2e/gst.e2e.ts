// Decision 124: the operator sets prices that exclude GST; the confirm page then shows a "GST 5 %"
// line and the total with it, the customer pays that total, and the tax invoice states taxable +
// CGST + SGST = the amount paid. The setting is global on the shared server, so the journey puts
// it back (prices include GST) before it ends; no other journey runs while it is set.

import { gstOnTop } from '@fitthali/domain/gst';
import { formatRupees } from '@fitthali/domain/india-format';
import { afterAll, describe, expect, it } from 'vitest';
import { BUSINESS } from '../../server/test/factories/business.ts';
import { pdfText } from '../../server/test/helpers/pdf-text.ts';
import { signInPage, signUpViaApi } from './support/accounts.ts';
import { adminToken, signInAdmin } from './support/admin.ts';
import { baseURL, browserForFile, newPage, waitForPath } from './support/browser.ts';
import { orderSummary, subscribeToConfirm, termsAndValues } from './support/order-pages.ts';
import { saveAddressViaApi } from './support/orders.ts';

const browser = browserForFile();

async function adminApi(method: 'GET' | 'PUT', body?: object) {
  const res = await fetch(`${baseURL()}/api/admin/settings/business`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await adminToken()}`,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`the business settings answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** The operator's details as they were, with prices including GST again. */
let restore: object = BUSINESS;

afterAll(async () => {
  await adminApi('PUT', { ...restore, pricesIncludeGst: true });
});

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

describe('prices that exclude GST (decision 124)', () => {
  it('the operator unticks "prices include GST"; checkout adds 5 % and the invoice states it', async () => {
    // Invoices need the legal details; a server that has them keeps its own.
    const before = await adminApi('GET');
    const { success: _ok, ...saved } = before;
    if (saved.legalName) restore = saved;
    await adminApi('PUT', { ...restore, pricesIncludeGst: true });

    const admin = await newPage(browser());
    await signInAdmin(admin);
    await admin.goto('/admin/settings');
    const form = admin.getByRole('form', { name: 'Business and invoices' });
    const included = form.getByRole('checkbox', { name: /Plan prices include GST/ });
    await included.waitFor();
    expect(await included.isChecked()).toBe(true);
    await included.uncheck();
    await form.getByRole('button', { name: 'Save business settings' }).click();
    await admin.getByText('Business settings saved.').last().waitFor();
    await expect.poll(async () => (await adminApi('GET')).pricesIncludeGst).toBe(false);
    await admin.context().close();

    const customer = await signUpViaApi();
    await saveAddressViaApi(customer);
    const page = await newPage(browser());
    await signInPage(page, customer, '/high-protein-plan');
    await page.goto('/high-protein-plan');
    await subscribeToConfirm(page);

    const summary = orderSummary(page);
    await summary.getByText('GST 5 %').waitFor();
    const totals = await termsAndValues(page, '.order-totals__rows > div');
    const meals = Number(totals['Total meals']);
    const perMeal = Number((totals['Price per meal'] ?? '').replace(/[₹,]/g, ''));
    const taxable = meals * perMeal;
    const gst = gstOnTop(taxable, false);
    expect(gst).toBeGreaterThan(0);
    expect(totals).toMatchObject({
      'GST 5 %': rupees(gst),
      Total: rupees(taxable + gst),
    });
    expect(await summary.getByText('Prices include GST.').count()).toBe(0);

    await summary.getByRole('radio', { name: 'Online payment' }).check();
    await summary.getByRole('button', { name: 'Proceed to Payment' }).click();
    await waitForPath(page, '/payment');
    await page.getByRole('button', { name: `Pay ${rupees(taxable + gst)}` }).click();
    await page.getByRole('heading', { name: 'Test payment' }).waitFor();
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await waitForPath(page, '/profile');

    const row = page.getByRole('region', { name: 'Invoices' }).getByRole('row', {
      name: /Tax invoice/,
    });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${rupees(taxable + gst)}.00`);
    await page.context().close();

    const listed = (await (
      await fetch(`${baseURL()}/api/user/invoices`, {
        headers: { authorization: `Bearer ${customer.token}` },
      })
    ).json()) as { invoices: { url: string; amount: number }[] };
    expect(listed.invoices).toHaveLength(1);
    expect(listed.invoices[0]?.amount).toBe(taxable + gst);
    const pdf = await fetch(`${baseURL()}${listed.invoices[0]?.url}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    const paise = (n: number) => formatRupees(n, 'paise');
    expect(text).toContain(`Taxable value (after discount)\n${paise(taxable * 100)}`);
    expect(text).toContain(`CGST @ 2.5%\n${paise(gst * 50)}`);
    expect(text).toContain(`SGST @ 2.5%\n${paise(gst * 50)}`);
    expect(text).toContain(`Total\n${paise((taxable + gst) * 100)}`);

    // Put back before the file ends, so the next journey orders at prices that include GST.
    await adminApi('PUT', { ...restore, pricesIncludeGst: true });
    const back = (await (await fetch(`${baseURL()}/api/settings/business`)).json()) as {
      pricesIncludeGst: boolean;
    };
    expect(back.pricesIncludeGst).toBe(true);
  });
});
