// Issue 13 point 3 (decision 78): a completed plan offers Renew, which opens the confirm page with
// the plan's own choices and a start date after its last delivery, and the order can be placed.
// The plan is made completed on a server of this file's own: placed over the API, then, with the
// server stopped, its deliveries are moved so the last one is today and marked delivered.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { addDays, todayInIndia, weekdayIndex } from '@fitthali/domain/dates';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import { weekdayName } from '@fitthali/domain/weekdays';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ODISHA_ADDRESS, orderPayload } from '../../server/test/factories/order-payload.ts';
import { newCustomer } from './support/accounts.ts';
import { launchBrowser, newPage, waitForPath } from './support/browser.ts';
import { orderSummary } from './support/order-pages.ts';
import { type RunningServer, startServer } from './support/server-process.ts';

let browser: Browser;
let server: RunningServer | undefined;
let dataDir = '';

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = await mkdtemp(join(tmpdir(), 'fitthali-renew-'));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function api<T>(path: string, token: string | null, body?: object): Promise<T> {
  if (!server) throw new Error('no server');
  const res = await fetch(`${server.baseURL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Moves the order back so its last delivery is `lastDay`, every meal delivered: completed. */
async function completeInDatabase(subscriptionId: string, lastDay: string) {
  const db = new PGlite(join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ last: string }>(
      `select max(date)::text as last from deliveries where subscription_id = $1`,
      [subscriptionId],
    );
    const shift = Math.round(
      (Date.parse(`${rows[0]?.last}T00:00:00Z`) - Date.parse(`${lastDay}T00:00:00Z`)) / 86_400_000,
    );
    await db.query(
      `update deliveries set date = date - $2::int, status = 'delivered' where subscription_id = $1`,
      [subscriptionId, shift],
    );
    await db.query(
      `update subscriptions set start_date = start_date - $2::int, status = 'completed',
         delivery_dates = (select array_agg(d - $2::int order by d) from unnest(delivery_dates) d)
       where id = $1`,
      [subscriptionId, shift],
    );
  } finally {
    await db.close();
  }
}

describe('renewing a plan (issue 13 point 3)', () => {
  it('a completed plan shows Completed and Renew; the confirm page opens with its choices after its last delivery, and the order is placed', async () => {
    // One instant for the whole journey: the browser's clock is held at it, and every date below
    // is worked out from it, so the journey reads the same whatever day it runs.
    const now = new Date();
    const today = todayInIndia(now);
    // Three weekdays starting three days from now: the day after the last delivery (today) is
    // not one of them, so the renewed plan starts on the first of them, always past the cut-off.
    const weekdays = [3, 4, 5].map((n) => weekdayName(weekdayIndex(addDays(today, n))));
    const expectedStart = addDays(today, 3);

    server = await startServer({ DATA_DIR: dataDir });
    const customer = newCustomer();
    const signedUp = await api<{ token: string; user: Record<string, unknown> }>(
      '/api/auth/signup',
      null,
      customer,
    );
    await api('/api/user/address', signedUp.token, { address: ODISHA_ADDRESS });
    const payload = orderPayload({
      plan: 'High Protein',
      mealOption: 'Non-Veg',
      slot: 'Dinner',
      days: 7,
      selectedDays: weekdays,
      startDate: addDays(today, 3),
    });
    const placed = await api<{ subscriptionId: string }>('/api/subscribe', signedUp.token, payload);
    await server.stop();
    await completeInDatabase(placed.subscriptionId, today);
    server = await startServer({ DATA_DIR: dataDir });

    const page = await newPage(browser, { baseURL: server.baseURL });
    await page.clock.setFixedTime(now);
    await page.goto('/');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      window.dispatchEvent(new Event('auth-changed'));
    }, signedUp);
    await page.goto('/profile');

    const card = page.getByRole('article', { name: 'High Protein' });
    await card.getByText('Completed', { exact: true }).waitFor();
    await card.getByText(`7 of 7 meals delivered · ended ${formatIndiaDate(today)}`).waitFor();
    await card.getByRole('button', { name: 'Renew High Protein' }).click();

    await waitForPath(page, '/subscribe-confirm');
    const start = page.getByLabel('First delivery on');
    await page.waitForFunction(
      (value) =>
        (document.querySelector('input[type="date"]') as HTMLInputElement | null)?.value === value,
      expectedStart,
    );
    expect(await start.inputValue()).toBe(expectedStart);
    expect(await page.getByRole('radio', { name: 'Non-Veg', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Dinner', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Custom', exact: true }).isChecked()).toBe(true);
    for (const day of weekdays) {
      expect(await page.getByRole('checkbox', { name: day, exact: true }).isChecked()).toBe(true);
    }
    expect(await page.getByRole('combobox', { name: 'Duration' }).inputValue()).toBe('7');
    const book = page.getByRole('region', { name: 'Delivery Address' });
    await book.getByRole('radio', { checked: true }).waitFor();
    expect(await book.locator('.address-item').filter({ hasText: '751001' }).count()).toBe(1);

    await orderSummary(page).getByRole('button', { name: 'Confirm Order' }).click();
    await page.getByText('Order Confirmed').first().waitFor();
    await waitForPath(page, '/profile');

    const orders = await api<{
      user: { subscriptions: { _id: string; status: string; startDate: string; slot: string }[] };
    }>('/api/user/profile', signedUp.token);
    const renewed = orders.user.subscriptions.find((s) => s._id !== placed.subscriptionId);
    expect(renewed).toMatchObject({ status: 'active', startDate: expectedStart, slot: 'Dinner' });
    // Two server starts of its own, each migrating a fresh database.
  }, 180_000);
});
