// Issue 28 point 4: on a phone, a customer downloads everything FitThali keeps about them from
// the profile ("Download my data"), as a JSON file their browser saves; the request carries the
// token kept in the browser, so the file is theirs alone.

import { readFile } from 'node:fs/promises';
import { todayInIndia } from '@fitthali/domain/dates';
import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_TEXT } from '../src/features/profile/lib/data-export-text';
import { signInPage, signUpViaApi } from './support/accounts.ts';
import { browserForFile, newPage, PHONE } from './support/browser.ts';
import { placeOrderViaApi } from './support/orders.ts';

const browser = browserForFile();

describe('Download my data', () => {
  it('saves the customer’s own data as JSON from the profile, at 360 px', async () => {
    const customer = await signUpViaApi();
    const order = await placeOrderViaApi(customer);
    const other = await signUpViaApi();
    await placeOrderViaApi(other);

    const page = await newPage(browser(), PHONE);
    await signInPage(page, customer, '/profile');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: DATA_EXPORT_TEXT.title });
    await section.getByText(DATA_EXPORT_TEXT.description).waitFor();
    const button = section.getByRole('button', { name: DATA_EXPORT_TEXT.button });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`fitthali-data-${todayInIndia()}.json`);
    const text = await readFile(await download.path(), 'utf8');
    const data = JSON.parse(text) as {
      profile: { email: string; name: string; phone: string };
      orders: { id: string; planName: string }[];
      deliveries: { orderId: string }[];
    };
    expect(data.profile).toMatchObject({
      email: customer.email,
      name: customer.name,
      phone: customer.phone,
    });
    expect(data.orders).toEqual([
      expect.objectContaining({ id: order.subscriptionId, planName: 'High Protein' }),
    ]);
    expect(data.deliveries.length).toBeGreaterThan(0);
    expect(data.deliveries.every((d) => d.orderId === order.subscriptionId)).toBe(true);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain(customer.token);
    await page.context().close();
  });
});
