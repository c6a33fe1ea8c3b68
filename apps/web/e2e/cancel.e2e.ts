// Issue 14 point 2: the customer cancels from the plan's page, sees the outcome before confirming,
// and then the refund (before the start) or the meal credits (mid-plan) on the page and profile.
// The mid-plan journey makes the plan "started" by raising Lunch's cut-off on the shared server
// (the server's clock cannot move), and restores the defaults in a finally.

import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
} from '@fitthali/domain/delivery-settings';
import { MSG } from '@fitthali/domain/messages';
import { REFUND_MSG } from '@fitthali/domain/refund-messages';
import { describe, expect, it } from 'vitest';
import { newCustomer, type SignedUp, signInPage, signUpViaApi } from './support/accounts.ts';
import { putDeliverySettings, signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { baseURL, browserForFile, newPage, PHONE } from './support/browser.ts';
import { paidOnlineOrder } from './support/orders.ts';

const browser = browserForFile();

async function creditsOf(customer: SignedUp) {
  const res = await fetch(`${baseURL()}/api/user/credits`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  return (await res.json()) as { balance: number };
}

describe('cancelling a plan (issue 14 point 2)', () => {
  it('a customer cancels before the start and sees the refund', async () => {
    const customer = await signUpViaApi(newCustomer('Cancel Before'));
    const order = await paidOnlineOrder(customer);
    const total = `₹${order.totalPrice.toLocaleString('en-IN')}`;
    const page = await newPage(browser(), PHONE);
    await signInPage(page, customer);
    await page.goto(`/profile/subscriptions/${order.subscriptionId}`);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this plan?' });
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
      const page = await newPage(browser(), PHONE);
      await signInPage(page, customer);
      await page.goto(`/profile/subscriptions/${order.subscriptionId}`);
      await page.getByRole('button', { name: 'Cancel plan' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel this plan?' });
      await dialog.getByText(/\d+ meals? becomes? meal credits? worth ₹[\d,]+\./).waitFor();
      await dialog.getByText('A meal credit is not a refund', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel plan' }).click();
      await page
        .locator('.deliveries-page__status')
        .getByText(/Your plan is cancelled\. \d+ meal credits? (was|were) added/)
        .waitFor();
      const { balance } = await creditsOf(customer);
      expect(balance).toBeGreaterThan(0);
      await page.goto('/profile');
      await page.getByText(`Meal credits: ${balance}`).waitFor();
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
