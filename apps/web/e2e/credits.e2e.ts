// Issue 14 points 1, 3 and 4: a meal marked missed earns the customer a meal credit at what they
// paid for it, and the customer spends it on the next order from the confirm page. Issue 25
// point 13: the profile reads the credits as one balance in rupees and meals, the lots behind a
// toggle.
//
// Marks open on a delivery's own day, on the server's clock, which a journey cannot move. So this
// file runs a server of its own on a database it seeds first (as run-sheet.e2e.ts does): two
// customers, each with a one-meal High Protein lunch (₹249) today, still to deliver.

import type { PGlite } from '@electric-sql/pglite';
import { reportAcceptedText } from '@fitthali/domain/credit-messages';
import { todayInIndia } from '@fitthali/domain/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password.ts';
import { ODISHA_ADDRESS } from '../../server/test/factories/order-payload.ts';
import { signInPage } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { waitForPath } from './support/browser.ts';
import { orderForm, orderSummary } from './support/order-pages.ts';
import { seedCodLunches } from './support/seeded-orders.ts';
import { seededServer } from './support/seeded-server.ts';

const today = todayInIndia();
const PASSWORD = 'credit-pass-1';
const customers = [
  { name: 'Missed Meena', email: 'missed.meena@example.in', phone: '9820000001' },
  { name: 'Spending Sunil', email: 'spending.sunil@example.in', phone: '9820000002' },
  { name: 'Reporting Rina', email: 'reporting.rina@example.in', phone: '9820000003' },
] as const;
const orders: string[] = [];

/** Each customer with one High Protein lunch today (₹249), seeded before the server opens it. */
async function seed(db: PGlite) {
  const passwordHash = await hashPassword(PASSWORD);
  for (const customer of customers) {
    orders.push(
      await seedCodLunches(db, {
        customer: { ...customer, passwordHash },
        dates: [today],
        today,
        address: ODISHA_ADDRESS,
      }),
    );
  }
}

const own = seededServer('credits', seed);
const { api, adminToken } = own;

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

async function login(index: number) {
  const customer = customers[index] as (typeof customers)[number];
  const body = await api<{ token: string; user: Record<string, unknown> }>(
    '/api/auth/login',
    undefined,
    post({ identifier: customer.email, password: PASSWORD }),
  );
  return { token: body.token, user: body.user };
}

/** A page signed in as the customer, as a login would leave it. */
async function customerPage(index: number, path: string): Promise<Page> {
  const session = await login(index);
  const page = await own.page();
  await signInPage(page, session);
  await page.goto(path);
  return page;
}

async function creditsOf(index: number) {
  const { token } = await login(index);
  return api<{ balance: number; value: number }>('/api/user/credits', token);
}

describe('meal credits (issue 14)', () => {
  it("an admin marks a delivery missed and the customer's credits rise", async () => {
    const profile = await customerPage(0, '/profile');
    await profile.getByText('Meal credits: 0').waitFor();

    const admin = await own.adminPage(`/admin/subscriptions/${orders[0]}`, {});
    const row = admin
      .getByRole('list', { name: 'Upcoming deliveries' })
      .getByRole('listitem', { name: /^Lunch on / });
    await row.getByRole('button', { name: 'Missed' }).click();
    const dialog = admin.getByRole('dialog', { name: /^Mark missed: Lunch on / });
    await dialog.getByLabel('Reason').fill('Rider could not find the house');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin
      .getByRole('region', { name: 'Audit trail' })
      .getByText(/earned a meal credit/)
      .waitFor();
    await admin.context().close();

    await profile.reload();
    await profile.getByText('Meal credits: 1').waitFor();
    const section = profile.getByRole('region', { name: 'Meal credits' });
    // One balance, in rupees then meals (issue 25 point 13); the lots behind a toggle.
    await section
      .getByTestId('credits-balance')
      .filter({ hasText: /^₹249 · 1 meal, expiring on \w{3}, \d{2} \w{3}, \d{4}$/ })
      .waitFor();
    const toggle = section.getByText('What makes up your credits');
    expect(await section.getByText('Earned: Missed delivery').isVisible()).toBe(false);
    expect(await section.locator('.credits__expiring').isVisible()).toBe(false);
    await toggle.click();
    await section.getByText('Earned: Missed delivery').waitFor();
    await section.getByText(/1 meal credit \(₹249\) expires on /).waitFor();
    expect(await toggle.evaluate((el) => el.closest('details')?.open)).toBe(true);
    expect(await creditsOf(0)).toMatchObject({ balance: 1, value: 249 });
    expect(await seriousViolations(profile)).toEqual([]);
    await profile.context().close();
  });

  it('spends credits on the next order', async () => {
    // Seeded through the API: the kitchen marks Sunil's lunch missed, and his address is saved.
    const token = await adminToken();
    const { token: sunil } = await login(1);
    const schedule = await api<{ deliveries: { _id: string }[] }>(
      `/api/user/subscriptions/${orders[1]}`,
      sunil,
    );
    await api(
      `/api/admin/deliveries/${schedule.deliveries[0]?._id}/missed`,
      token,
      post({ reason: 'Van broke down' }),
    );
    await api('/api/user/address', sunil, post({ address: ODISHA_ADDRESS }));

    const page = await customerPage(1, '/high-protein-plan');
    await orderForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await waitForPath(page, '/subscribe-confirm');
    await page
      .getByRole('region', { name: 'Delivery Address' })
      .getByRole('radio')
      .first()
      .waitFor();
    const summary = orderSummary(page);
    const total = summary.locator('.order-totals__total dd');
    const before = await total.innerText();
    await summary.getByText('You have 1 meal credit worth ₹249.').waitFor();
    await summary.getByLabel('Meal credits to use').fill('1');
    await summary.getByText('Meal credits (1)').waitFor();
    const amount = (text: string) => Number(text.replace(/[^\d]/g, ''));
    await page.waitForFunction(
      ([selector, expected]) =>
        document.querySelector(selector as string)?.textContent?.replace(/[^\d]/g, '') ===
        String(expected),
      ['.order-summary .order-totals__total dd', amount(before) - 249] as const,
    );
    // Usable at 360 px: nothing wider than the screen, and nothing axe calls serious.
    expect(
      await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY),
    ).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await summary.getByRole('button', { name: 'Confirm Order' }).click();
    await waitForPath(page, '/profile');
    await page.getByText('Meal credits: 0').waitFor();
    const credits = page.getByRole('region', { name: 'Meal credits' });
    await credits.getByText('What makes up your credits').click();
    await credits.getByText('Used: Used on an order').waitFor();

    const me = await api<{
      user: { subscriptions: { totalPrice: number; creditsSpent: number }[] };
    }>('/api/user/profile', sunil);
    expect(me.user.subscriptions.find((s) => s.creditsSpent === 1)?.totalPrice).toBe(
      amount(before) - 249,
    );
    expect(await creditsOf(1)).toMatchObject({ balance: 0, value: 0 });
    await page.context().close();
  });

  it('a customer reports a delivered meal as not received and an admin accepts it', async () => {
    const token = await adminToken();
    const { token: rina } = await login(2);
    const schedule = await api<{ deliveries: { _id: string }[] }>(
      `/api/user/subscriptions/${orders[2]}`,
      rina,
    );
    await api(`/api/admin/deliveries/${schedule.deliveries[0]?._id}/delivered`, token, post({}));

    const page = await customerPage(2, `/profile/subscriptions/${orders[2]}`);
    const row = page.getByRole('listitem', { name: /^Lunch on / });
    await row.getByRole('button', { name: 'Not received?' }).click();
    await row.getByLabel('What happened (optional)').fill('Nobody came');
    await row.getByRole('button', { name: 'Report not received' }).click();
    await row.getByText('You reported this meal as not received. We will look into it.').waitFor();

    const admin = await own.adminPage(`/admin/kitchen?date=${today}&slot=Lunch`, {});
    const reports = admin.getByRole('region', { name: /^Meals reported not received/ });
    const report = reports.getByRole('listitem', { name: /^Lunch on / });
    await report.getByText('“Nobody came”', { exact: false }).waitFor();
    await report.getByRole('button', { name: 'Accept: meal missed' }).click();
    await reports.getByText('No reports waiting.').waitFor();
    await admin.context().close();

    await page.reload();
    // The credit it earned, in rupees: one was given, so one is named (decision 154).
    await row.getByText(reportAcceptedText(249)).waitFor();
    await row.getByText('Meal credit: ₹249').waitFor();
    expect(await creditsOf(2)).toMatchObject({ balance: 1, value: 249 });
    await page.context().close();
  });
});
