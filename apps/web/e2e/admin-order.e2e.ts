// Issue 13 point 7: an admin opens one order, sees its deliveries on a calendar and its trail, and
// changes it for the customer, past the cut-off only with a reason.

import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCustomer, type SignedUp, signUpViaApi, uniqueName } from './support/accounts.ts';
import { adminToken, signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { baseURL, browserForFile, newPage, PHONE, waitForPath } from './support/browser.ts';
import { type DeliveryAnswer, placeOrderViaApi } from './support/orders.ts';

const browser = browserForFile();

async function orderOf(id: string) {
  const res = await fetch(`${baseURL()}/api/admin/subscriptions/${id}`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  return (await res.json()) as {
    deliveries: DeliveryAnswer[];
    subscription: { endDate: string };
    events: { actor: string; action: string; reason: string | null }[];
  };
}

async function customerSkips(customer: SignedUp, delivery: DeliveryAnswer) {
  const res = await fetch(`${baseURL()}/api/user/deliveries/${delivery._id}/skip`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}` },
  });
  if (!res.ok) throw new Error(`the customer's skip answered ${res.status}`);
}

/** A page signed in as the admin; `at` fixes the browser's clock before anything loads. */
async function adminPage(path: string, options: BrowserContextOptions = {}, at?: Date) {
  const page = await newPage(browser(), options);
  if (at) await page.clock.setFixedTime(at);
  await signInAdmin(page);
  await page.goto(path);
  return page;
}

function rowOf(page: Page, delivery: DeliveryAnswer) {
  return page.getByRole('listitem', {
    name: `${delivery.slot} on ${formatIndiaDate(delivery.date)}`,
  });
}

function trail(page: Page) {
  return page.getByRole('region', { name: 'Audit trail' });
}

/** Every change is confirmed on the screen and in a toast. */
async function confirmed(page: Page, text: string | RegExp) {
  await page.locator('.order-page__status').getByText(text).waitFor();
  await page.getByRole('region', { name: 'Notifications' }).getByText(text).waitFor();
}

describe('one order for the admin (issue 13 point 7)', () => {
  it('opens from All Subscriptions and Users, shows the calendar and trail, and skips for the customer', async () => {
    const customer = await signUpViaApi(newCustomer(uniqueName('Order')));
    const { subscriptionId } = await placeOrderViaApi(customer, { days: 7 });
    const before = await orderOf(subscriptionId);
    const [, second, third] = before.deliveries;
    if (!second || !third) throw new Error('no deliveries');
    await customerSkips(customer, third);

    const page = await adminPage('/admin/users');
    await page.getByRole('button', { name: `Show orders of ${customer.name}` }).click();
    const fromUsers = page.getByRole('link', { name: /^Manage .* order$/ });
    expect(await fromUsers.getAttribute('href')).toBe(`/admin/subscriptions/${subscriptionId}`);

    await page.goto('/admin/subscriptions');
    const row = page.getByRole('row').filter({ hasText: customer.name });
    await row.getByRole('link', { name: /^Manage order of / }).click();
    await waitForPath(page, `/admin/subscriptions/${subscriptionId}`);
    await page.getByRole('heading', { level: 1, name: / order$/ }).waitFor();

    const summary = page.getByRole('region', { name: 'Order', exact: true });
    await summary.getByText(customer.phone).waitFor();
    await summary.getByText(customer.email).waitFor();
    const calendar = page.getByRole('region', { name: 'Calendar', exact: true });
    await calendar.getByText('Skipped or paused').waitFor();
    expect(await calendar.locator('.order-tone--skipped.order-calendar__meal').count()).toBe(1);
    expect(await calendar.locator('.order-tone--makeup.order-calendar__meal').count()).toBe(1);
    await trail(page)
      .getByText(`Skipped Lunch on ${formatIndiaDate(third.date)}`)
      .waitFor();
    await trail(page).getByText(`By ${customer.name} (customer)`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await rowOf(page, second).getByRole('button', { name: 'Skip' }).click();
    await confirmed(page, `Lunch on ${formatIndiaDate(second.date)} skipped. The plan now ends on`);
    await rowOf(page, second).getByRole('button', { name: 'Unskip' }).waitFor();
    const skipped = trail(page)
      .getByRole('listitem')
      .filter({
        hasText: `Skipped Lunch on ${formatIndiaDate(second.date)}`,
      });
    await skipped.getByText('By Admin (admin)').waitFor();
    expect(await calendar.locator('.order-tone--skipped.order-calendar__meal').count()).toBe(2);
    const after = await orderOf(subscriptionId);
    expect(after.events.map((e) => `${e.actor} ${e.action}`)).toEqual([
      'customer skip',
      'admin skip',
    ]);
    await page.context().close();
  });

  it('past the cut-off asks for a reason, which the trail keeps; a refusal shows the server’s sentence', async () => {
    const customer = await signUpViaApi(newCustomer(uniqueName('Late')));
    const { subscriptionId } = await placeOrderViaApi(customer, { days: 7 });
    const { deliveries } = await orderOf(subscriptionId);
    const target = deliveries[1] as DeliveryAnswer;
    // The browser a minute past the target's cut-off, on a phone; the server keeps real time,
    // so the override goes through because a reason comes with it.
    const at = new Date(new Date(target.changeUntil).getTime() + 60_000);
    const page = await adminPage(`/admin/subscriptions/${subscriptionId}`, PHONE, at);
    const row = rowOf(page, target);
    await row.getByText(/^Changes to this delivery closed on .* A reason is needed\.$/).waitFor();

    await row.getByRole('button', { name: 'Skip' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Skip: Lunch on ${formatIndiaDate(target.date)}`,
    });
    await dialog.waitFor();
    const reason = dialog.getByLabel('Reason');
    // Focus moves into the dialog, onto the field it asks for.
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText(DELIVERY_MSG.overrideNeedsReason).waitFor();
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    await reason.fill('Customer rang at 12:40, travelling');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await confirmed(page, `Lunch on ${formatIndiaDate(target.date)} skipped. The plan now ends on`);
    await dialog.waitFor({ state: 'detached' });
    const entry = trail(page)
      .getByRole('listitem')
      .filter({
        hasText: `Skipped Lunch on ${formatIndiaDate(target.date)}`,
      });
    await entry.getByText('Reason: Customer rang at 12:40, travelling').waitFor();
    await entry.getByText('By Admin (admin)').waitFor();

    // On the browser's day the first delivery may be marked; the server, on its own clock, says
    // it is not that day yet, and the page shows its sentence.
    const due = deliveries.find((d) => d.date <= todayInIndia(at)) as DeliveryAnswer;
    expect(due.date).toBe(addDays(target.date, -1));
    await rowOf(page, due).getByRole('button', { name: 'Delivered' }).click();
    await page.locator('.admin-page > [role="alert"]').getByText(DELIVERY_MSG.notYetDue).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.context().close();
  });

  it('pauses a week for the customer and resumes', async () => {
    const customer = await signUpViaApi(newCustomer(uniqueName('Pause')));
    const { subscriptionId } = await placeOrderViaApi(customer, { days: 21 });
    const before = await orderOf(subscriptionId);
    const from = (before.deliveries[2] as DeliveryAnswer).date;
    const until = addDays(from, 6);
    const page = await adminPage(`/admin/subscriptions/${subscriptionId}`);

    await page.getByLabel('From').fill(from);
    await page.getByLabel('Until', { exact: true }).fill(until);
    await page.getByText(/7 meals move to the end; your plan would end on /).waitFor();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await confirmed(
      page,
      `Plan paused from ${formatIndiaDate(from)} to ${formatIndiaDate(until)}. It now ends on ${formatIndiaDate(addDays(before.subscription.endDate, 7))}.`,
    );
    await page.getByRole('heading', { name: 'Paused', exact: true }).waitFor();
    await trail(page)
      .getByText(`Paused from ${formatIndiaDate(from)} to ${formatIndiaDate(until)}`)
      .waitFor();
    expect(
      await page
        .getByRole('region', { name: 'Calendar', exact: true })
        .locator('.order-calendar__meal.order-tone--skipped')
        .count(),
    ).toBe(7);

    await page.getByRole('button', { name: 'Resume' }).click();
    await confirmed(
      page,
      `Plan resumed. It now ends on ${formatIndiaDate(before.subscription.endDate)}.`,
    );
    await trail(page).getByText('Resumed the plan').waitFor();
    const after = await orderOf(subscriptionId);
    expect(after.subscription.endDate).toBe(before.subscription.endDate);
    expect(after.events.map((e) => `${e.actor} ${e.action}`)).toEqual([
      'admin pause',
      'admin resume',
    ]);
    await page.context().close();
  });

  it('pauses from inside the customer’s cut-off only with a reason', async () => {
    const customer = await signUpViaApi(newCustomer(uniqueName('Early')));
    const { subscriptionId } = await placeOrderViaApi(customer, { days: 7 });
    const { deliveries } = await orderOf(subscriptionId);
    const [first, second] = deliveries as DeliveryAnswer[];
    if (!first || !second) throw new Error('no deliveries');
    // The browser a minute past the first lunch's cut-off: the customer could pause from the
    // second day only.
    const at = new Date(new Date(first.changeUntil).getTime() + 60_000);
    const page = await adminPage(`/admin/subscriptions/${subscriptionId}`, {}, at);
    await page.getByText(`The customer could pause from ${formatIndiaDate(second.date)}`).waitFor();

    await page.getByLabel('From').fill(first.date);
    await page.getByLabel('Until', { exact: true }).fill(first.date);
    await page.getByText(/1 meal moves to the end; your plan would end on /).waitFor();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const reason = page.getByLabel('Reason (for a pause inside the cut-off)');
    await page.getByText(DELIVERY_MSG.overrideNeedsReason).waitFor();
    expect(await reason.getAttribute('aria-invalid')).toBe('true');

    await reason.fill('Customer in hospital');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await confirmed(
      page,
      `Plan paused from ${formatIndiaDate(first.date)} to ${formatIndiaDate(first.date)}.`,
    );
    const entry = trail(page)
      .getByRole('listitem')
      .filter({
        hasText: `Paused from ${formatIndiaDate(first.date)} to ${formatIndiaDate(first.date)}`,
      });
    await entry.getByText('Reason: Customer in hospital').waitFor();
    await page.context().close();
  });

  it('changes the address of a day past the customer’s cut-off only with a reason', async () => {
    const customer = await signUpViaApi(newCustomer(uniqueName('Move')));
    const { subscriptionId } = await placeOrderViaApi(customer, { days: 7 });
    const { deliveries } = await orderOf(subscriptionId);
    const [first, second] = deliveries as DeliveryAnswer[];
    if (!first || !second) throw new Error('no deliveries');
    // The browser a minute past the first lunch's cut-off: the customer could no longer move it.
    const at = new Date(new Date(first.changeUntil).getTime() + 60_000);
    const page = await adminPage(`/admin/subscriptions/${subscriptionId}`, PHONE, at);

    await page.getByRole('button', { name: 'Change address' }).click();
    await page.getByLabel('At (house, street, area)').fill('House 9, Saheed Nagar');
    await page.getByLabel('PO (post office)').fill('Saheed Nagar');
    await page.getByLabel('District').fill('Khordha');
    await page.getByLabel('PIN code').fill('751007');
    const day = page.getByLabel('For', { exact: true });
    // The day past the cut-off is offered to the admin, and says so; the next is open to anyone.
    expect(await day.locator('option').allTextContents()).toEqual(
      expect.arrayContaining([
        `Only ${formatIndiaDate(first.date)} (past the cut-off)`,
        `Only ${formatIndiaDate(second.date)}`,
      ]),
    );
    await day.selectOption(first.date);
    await page.getByRole('button', { name: 'Save address' }).click();
    const reason = page.getByLabel('Reason (for a day past the cut-off)');
    await page.getByText(DELIVERY_MSG.overrideNeedsReason).waitFor();
    expect(await reason.getAttribute('aria-invalid')).toBe('true');

    await reason.fill('Customer at the office that day');
    await page.getByRole('button', { name: 'Save address' }).click();
    await confirmed(page, `The address for ${formatIndiaDate(first.date)} is changed.`);
    await rowOf(page, first)
      .getByText('House 9, Saheed Nagar, Saheed Nagar, Khordha - 751007')
      .waitFor();
    const entry = trail(page)
      .getByRole('listitem')
      .filter({ hasText: `Changed the address for ${formatIndiaDate(first.date)}` });
    await entry.getByText('Reason: Customer at the office that day').waitFor();
    await entry.getByText('By Admin (admin)').waitFor();
    const after = await orderOf(subscriptionId);
    expect(after.events).toMatchObject([
      { actor: 'admin', action: 'address', reason: 'Customer at the office that day' },
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.context().close();
  });
});
