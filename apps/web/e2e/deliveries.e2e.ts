// Issue 13's journeys: a customer manages the meals of a plan before each visible cut-off.

import { addDays } from '@fitthali/domain/dates';
import { changeUntilLabel, cutOffPassedMessage } from '@fitthali/domain/delivery-messages';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type SignedUp, signInPage, signUpViaApi } from './support/accounts.ts';
import { adminToken } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { baseURL, browserForFile, newPage, PHONE, waitForPath } from './support/browser.ts';
import { type DeliveryAnswer, deliveriesOf, placeOrderViaApi } from './support/orders.ts';

const browser = browserForFile();

async function kitchenCount(date: string) {
  const token = await adminToken();
  const res = await fetch(`${baseURL()}/api/admin/kitchen?date=${date}&slot=Lunch`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { totalMeals: number }).totalMeals;
}

/** Every change is confirmed on the screen and in a toast. */
async function confirmed(page: Page, text: string | RegExp) {
  await page.getByRole('main').getByRole('status').getByText(text).waitFor();
  await page.getByRole('region', { name: 'Notifications' }).getByText(text).waitFor();
}

function rowOf(page: Page, delivery: DeliveryAnswer) {
  return page.getByRole('listitem', {
    name: `${delivery.slot} on ${formatIndiaDate(delivery.date)}`,
  });
}

async function openPlan(customer: SignedUp, options = {}) {
  const page = await newPage(browser(), options);
  await signInPage(page, customer, '/profile');
  await page.goto('/profile');
  await page.getByRole('link', { name: /^Manage deliveries of / }).click();
  await page.getByRole('heading', { name: 'Upcoming deliveries' }).waitFor();
  return page;
}

describe('managing deliveries (issue 13)', () => {
  it('skips a lunch: the plan’s end moves and the kitchen sheet drops by one; unskip undoes it', async () => {
    const customer = await signUpViaApi();
    const { subscriptionId } = await placeOrderViaApi(customer, { days: 7 });
    const before = await deliveriesOf(customer, subscriptionId);
    // The second lunch: its cut-off is a day after the order could be placed, so the clock of a
    // slow run cannot reach it.
    const target = before.deliveries[1] as DeliveryAnswer;
    const last = before.deliveries.at(-1) as DeliveryAnswer;
    const kitchenBefore = await kitchenCount(target.date);

    const page = await openPlan(customer, PHONE);
    await waitForPath(page, `/profile/subscriptions/${subscriptionId}`);
    const row = rowOf(page, target);
    await expect(
      row.getByText(changeUntilLabel(new Date(target.changeUntil))).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText(formatIndiaDate(last.date)).first().isVisible()).resolves.toBe(
      true,
    );

    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Skip' }).click();
    const moved = formatIndiaDate(addDays(last.date, 1));
    await confirmed(
      page,
      `Lunch on ${formatIndiaDate(target.date)} skipped. Your plan now ends on ${moved}.`,
    );
    await row.getByText('Skipped').waitFor();
    await page.locator('.deliveries-page__facts').getByText(moved).waitFor();
    expect(await kitchenCount(target.date)).toBe(kitchenBefore - 1);

    await row.getByRole('button', { name: 'Bring back' }).click();
    await confirmed(page, /is back\. Your plan now ends on/);
    await row.getByRole('button', { name: 'Skip' }).waitFor();
    expect(await kitchenCount(target.date)).toBe(kitchenBefore);
    await page.context().close();
  });

  it('after the cut-off the control is disabled and says why', async () => {
    const customer = await signUpViaApi();
    const { subscriptionId } = await placeOrderViaApi(customer, { days: 7 });
    const { deliveries } = await deliveriesOf(customer, subscriptionId);
    const target = deliveries[1] as DeliveryAnswer;
    const page = await newPage(browser());
    // The browser's clock a minute past the cut-off; the server refuses the same way (its tests).
    await page.clock.setFixedTime(new Date(new Date(target.changeUntil).getTime() + 60_000));
    await signInPage(page, customer, '/profile');
    await page.goto(`/profile/subscriptions/${subscriptionId}`);
    const row = rowOf(page, target);
    await row.getByText(cutOffPassedMessage(new Date(target.changeUntil))).waitFor();
    expect(await row.getByRole('button', { name: 'Skip' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('pauses a week and resumes', async () => {
    const customer = await signUpViaApi();
    const { subscriptionId } = await placeOrderViaApi(customer, { days: 21 });
    const before = await deliveriesOf(customer, subscriptionId);
    const from = (before.deliveries[2] as DeliveryAnswer).date;
    const until = addDays(from, 6);
    const page = await openPlan(customer);

    await page.getByLabel('From').fill(from);
    await page.getByLabel('Until', { exact: true }).fill(until);
    await page.getByText(/7 meals move to the end; your plan would end on /).waitFor();
    await page.getByRole('button', { name: 'Pause' }).click();
    await confirmed(
      page,
      `Plan paused from ${formatIndiaDate(from)} to ${formatIndiaDate(until)}. It now ends on ${formatIndiaDate(addDays(before.subscription.endDate, 7))}.`,
    );
    await page.getByRole('heading', { name: 'Paused', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Resume' }).click();
    await confirmed(
      page,
      `Plan resumed. It now ends on ${formatIndiaDate(before.subscription.endDate)}.`,
    );
    const after = await deliveriesOf(customer, subscriptionId);
    expect(after.subscription.endDate).toBe(before.subscription.endDate);
    await page.context().close();
  });

  it('changes the address for one date only', async () => {
    const customer = await signUpViaApi();
    const { subscriptionId } = await placeOrderViaApi(customer, { days: 7 });
    const { deliveries } = await deliveriesOf(customer, subscriptionId);
    const target = deliveries[2] as DeliveryAnswer;
    const page = await openPlan(customer, PHONE);

    await page.getByRole('button', { name: 'Change address' }).click();
    await page.getByLabel('At (house, street, area)').fill('House 7, Saheed Nagar');
    await page.getByLabel('PO (post office)').fill('Saheed Nagar');
    await page.getByLabel('District').fill('Khordha');
    await page.getByLabel('PIN code').fill('751007');
    await page.getByLabel('For').selectOption(target.date);
    await page.getByRole('button', { name: 'Save address' }).click();
    await confirmed(page, `The address for ${formatIndiaDate(target.date)} is changed.`);
    await rowOf(page, target)
      .getByText('House 7, Saheed Nagar, Saheed Nagar, Khordha - 751007')
      .waitFor();
    const after = await deliveriesOf(customer, subscriptionId);
    const pins = (after.deliveries as (DeliveryAnswer & { address: { pin: string } })[]).map(
      (d) => d.address.pin,
    );
    expect(pins.filter((pin) => pin === '751007')).toHaveLength(1);
    await page.context().close();
  });
});
