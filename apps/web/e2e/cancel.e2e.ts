// Issue 14 point 2: the customer cancels from the plan's page, sees the outcome before confirming,
// and then the refund (before the start) or the meal credits (mid-plan) on the page and profile.
// The mid-plan journey makes the plan "started" by raising Lunch's cut-off on the shared server
// (the server's clock cannot move; a later cut-off puts the same meals past it as a clock moved
// on), and restores the defaults in a finally. Issue 25 point 3: there the dialog names the meals
// past their cut-off that still come and the credits in rupees, and the plan page shows the
// cancelled meals as cancelled, the meals still coming, and the last of them as the plan's end.

import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
} from '@fitthali/domain/delivery-settings';
import { formatIndiaDate, formatRupees } from '@fitthali/domain/india-format';
import { MSG } from '@fitthali/domain/messages';
import { cancelledPlanText } from '@fitthali/domain/plan-progress';
import { REFUND_MSG } from '@fitthali/domain/refund-messages';
import { describe, expect, it } from 'vitest';
import { newCustomer, type SignedUp, signInPage, signUpViaApi } from './support/accounts.ts';
import { putDeliverySettings, signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { baseURL, browserForFile, newPage, PHONE } from './support/browser.ts';
import { paidOnlineOrder } from './support/orders.ts';

const browser = browserForFile();

/** A GET of the customer's own API, as the page makes it. */
async function customerGet<T>(customer: SignedUp, path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

const creditsOf = (customer: SignedUp) =>
  customerGet<{ balance: number }>(customer, '/api/user/credits');

/** The customer's plan page on a phone, signed in, with its Cancel plan dialog open. */
async function openCancelDialog(customer: SignedUp, subscriptionId: string) {
  const page = await newPage(browser(), PHONE);
  await signInPage(page, customer);
  await page.goto(`/profile/subscriptions/${subscriptionId}`);
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  return { page, dialog: page.getByRole('alertdialog', { name: 'Cancel this plan?' }) };
}

type Meal = { _id: string; date: string; slot: string; status: string; changeUntil: string };
const mealName = (d: Meal) => `${d.slot} on ${formatIndiaDate(d.date)}`;

describe('cancelling a plan (issue 14 point 2)', () => {
  it('a customer cancels before the start and sees the refund', async () => {
    const customer = await signUpViaApi(newCustomer('Cancel Before'));
    const order = await paidOnlineOrder(customer);
    const total = `₹${order.totalPrice.toLocaleString('en-IN')}`;
    const { page, dialog } = await openCancelDialog(customer, order.subscriptionId);
    await dialog
      .getByText(`${total} will be refunded to your original payment method in 5–7 working days.`)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await page
      .locator('.deliveries-page__status')
      .getByText(`Your plan is cancelled. ${total} is being refunded`)
      .waitFor();
    await page.locator('.deliveries-page__head').getByText('Cancelled').waitFor();
    await page
      .getByRole('region', { name: /Refunds/ })
      .getByText(total)
      .first()
      .waitFor();
    await page.context().close();
  });

  it('a customer cancels mid-plan and sees credits on the profile', async () => {
    const customer = await signUpViaApi(newCustomer('Cancel Midway'));
    const order = await paidOnlineOrder(customer);
    // The first meals are now past their cut-off: the kitchen is on them, the plan has started.
    await putDeliverySettings([
      { ...DEFAULT_DELIVERY_SETTINGS[0], cutoffHours: 96 } as DeliverySettings[number],
      DEFAULT_DELIVERY_SETTINGS[1] as DeliverySettings[number],
    ]);
    try {
      // The meals past their cut-off now, by the server's own answer of each meal's cut-off.
      const path = `/api/user/subscriptions/${order.subscriptionId}`;
      const before = await customerGet<{ deliveries: Meal[] }>(customer, path);
      const coming = before.deliveries.filter(
        (d) => d.status === 'scheduled' && new Date(d.changeUntil).getTime() <= Date.now(),
      );
      const credited = before.deliveries.length - coming.length;
      expect(coming.length).toBeGreaterThan(0);
      expect(credited).toBeGreaterThan(0);
      const { cancellation } = await customerGet<{
        cancellation: { credits: number; creditsValue: number };
      }>(customer, `${path}/cancellation`);
      expect(cancellation.credits).toBe(credited);
      const worth = formatRupees(cancellation.creditsValue);
      const these = coming.length === 1 ? 'This meal is' : `These ${coming.length} meals are`;

      const { page, dialog } = await openCancelDialog(customer, order.subscriptionId);
      await dialog
        .getByText(
          `${these} already being prepared and will still be delivered to you: ${coming.map(mealName).join('; ')}.`,
        )
        .waitFor();
      await dialog
        .getByText(
          `${credited} ${credited === 1 ? 'meal becomes a meal credit' : 'meals become meal credits'} worth ${worth}.`,
        )
        .waitFor();
      await dialog.getByText('A meal credit is not a refund', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel plan' }).click();
      await page
        .locator('.deliveries-page__status')
        .getByText(/Your plan is cancelled\. \d+ meal credits? (was|were) added/)
        .waitFor();

      // The plan page after the cancel: credits in rupees, the last meal still coming as its end,
      // the meals still coming listed, the cancelled meals in their own group, none as past.
      await page.locator('.deliveries-page__head').getByText('Cancelled').waitFor();
      const facts = page.locator('.deliveries-page__facts');
      await facts
        .getByText(`${credited} ${credited === 1 ? 'meal' : 'meals'} · ${worth}`)
        .waitFor();
      await facts.getByText(`0 of ${coming.length} delivered`).waitFor();
      const last = coming.at(-1) as Meal;
      expect(await facts.locator('div', { hasText: 'Last meal' }).locator('dd').textContent()).toBe(
        formatIndiaDate(last.date),
      );
      const stillComing = page.getByRole('region', { name: 'Meals still coming' });
      for (const meal of coming) {
        await stillComing
          .getByRole('listitem', { name: mealName(meal) })
          .getByText('Scheduled', { exact: true })
          .waitFor();
      }
      expect(await stillComing.getByRole('listitem').count()).toBe(coming.length);
      const cancelledGroup = page.locator('details', {
        has: page.getByText(`Cancelled meals (${credited})`),
      });
      await cancelledGroup.getByText(`Cancelled meals (${credited})`).click();
      await cancelledGroup.getByRole('listitem').first().waitFor();
      expect(await cancelledGroup.locator('.delivery-status--cancelled').allTextContents()).toEqual(
        Array(credited).fill('Cancelled'),
      );
      expect(await page.getByText(/Past deliveries/).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing wider than the phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      const { balance } = await creditsOf(customer);
      expect(balance).toBeGreaterThan(0);
      await page.goto('/profile');
      await page.getByText(`Meal credits: ${balance}`).waitFor();
      // The plan's card ends it on its last meal still coming, not the last day it was bought
      // for, and opens its meals (decision 152).
      const card = page.locator('.sub-card');
      await card
        .getByText(cancelledPlanText({ delivered: 0, remaining: coming.length }, last.date))
        .waitFor();
      await card.getByRole('link', { name: /^View deliveries of / }).waitFor();
      await page.context().close();
    } finally {
      await putDeliverySettings(DEFAULT_DELIVERY_SETTINGS as DeliverySettings);
    }
  });

  it('an admin cancels with a money refund and a reason instead of the policy', async () => {
    const customer = await signUpViaApi(newCustomer('Cancel By Admin'));
    const order = await paidOnlineOrder(customer);
    const page = await newPage(browser());
    await signInAdmin(page);
    await page.goto(`/admin/subscriptions/${order.subscriptionId}`);
    const panel = page.getByRole('region', { name: 'Cancel order' });
    // The policy's outcome first, spoken of the customer.
    await panel
      .getByText(
        `₹${order.totalPrice.toLocaleString('en-IN')} will be refunded to the customer’s original payment method in 5–7 working days.`,
      )
      .waitFor();
    await panel.getByLabel('A money refund instead, with a reason').check();
    // An amount no other journey refunds: the transactions list is shared by every journey.
    await panel.getByLabel(/Refund amount/).fill('437');
    await panel.getByRole('button', { name: 'Cancel order' }).click();
    await panel.getByText(REFUND_MSG.reasonRequired).waitFor();
    await panel.getByLabel('Reason for the refund').fill('Moved out of Odisha');
    await panel.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await dialog
      .getByText(
        '₹437 is refunded to the customer’s original payment method; no meal credits are added.',
      )
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
    await page
      .locator('.order-page__status')
      .getByText(`${MSG.subscriptionCancelled} ₹437 is refunded to the customer.`)
      .waitFor();
    await panel.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: /^Refunds/ })
      .getByRole('cell', { name: 'Moved out of Odisha' })
      .waitFor();
    await page.close();
  });
});
