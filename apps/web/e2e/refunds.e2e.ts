// Issue 14 point 5 and point 2's money refund: an admin refunds part of a paid online order with a
// written reason, and the customer sees the refund on the profile. The built-in test gateway
// refunds through the same code path as Razorpay, so the journey needs no internet.

import { REFUND_MSG, refundCeilingWhy } from '@fitthali/domain/refund-messages';
import { refundCeiling } from '@fitthali/domain/refunds';
import { describe, expect, it } from 'vitest';
import { newCustomer, signInPage, signUpViaApi } from './support/accounts.ts';
import { adminToken, signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { baseURL, browserForFile, newPage, PHONE } from './support/browser.ts';
import { paidOnlineOrder } from './support/orders.ts';

const browser = browserForFile();

async function refundsOf(id: string) {
  const res = await fetch(`${baseURL()}/api/admin/subscriptions/${id}`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  return ((await res.json()) as { refunds: { amount: number; reason: string }[] }).refunds;
}

describe('money refunds (issue 14 point 5)', () => {
  it('an admin refunds with a reason, and the customer then sees the refund on the profile', async () => {
    const customer = await signUpViaApi(newCustomer('Refund Journey'));
    const order = await paidOnlineOrder(customer);

    const page = await newPage(browser());
    await signInAdmin(page);
    await page.goto(`/admin/subscriptions/${order.subscriptionId}`);
    const panel = page.getByRole('region', { name: 'Refund', exact: true });
    // The ceiling and why (issue 25 point 4): nothing given back yet, so the whole payment.
    const why = refundCeilingWhy(refundCeiling(order.totalPrice, [], 0));
    await panel
      .getByText(`Up to ₹${order.totalPrice.toLocaleString('en-IN')} can be refunded: ${why}.`)
      .waitFor();

    // No reason, no refund: the form says why before anything is sent.
    const amount = panel.getByLabel('Amount (₹)');
    await amount.fill('500');
    await panel.getByRole('button', { name: 'Refund ₹500' }).click();
    await panel.getByText(REFUND_MSG.reasonRequired).waitFor();
    expect(await refundsOf(order.subscriptionId)).toEqual([]);

    await panel.getByLabel('Reason').fill('Two lunches arrived cold');
    // A double click makes one refund: both clicks carry the same Idempotency-Key.
    await panel.getByRole('button', { name: 'Refund ₹500' }).dblclick();
    await page.locator('.order-page__status').getByText('Refund requested. ₹500').waitFor();
    const list = page.getByRole('region', { name: /^Refunds/ });
    await list.getByRole('cell', { name: 'Two lunches arrived cold' }).waitFor();
    await list.getByText('Refunded').waitFor();
    await page
      .getByRole('region', { name: 'Audit trail' })
      .getByText('Refund of ₹500 requested')
      .waitFor();
    expect(await refundsOf(order.subscriptionId)).toEqual([
      expect.objectContaining({ amount: 500, reason: 'Two lunches arrived cold' }),
    ]);
    // What is left to refund is offered next, with why; the payment now reads Partly refunded.
    const left = refundCeilingWhy(
      refundCeiling(order.totalPrice, [{ amount: 500, status: 'processed' }], 0),
    );
    expect(left).toContain('less ₹500 already refunded');
    await panel
      .getByText(
        `Up to ₹${(order.totalPrice - 500).toLocaleString('en-IN')} can be refunded: ${left}.`,
      )
      .waitFor();
    await page.getByTestId('payment-standing').getByText('Partly refunded').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Transactions lists the refund right under the payment it gives back.
    await page.goto('/admin/transactions');
    // This customer's row: other journeys refund on the same server.
    const refundRow = page
      .getByRole('row')
      .filter({ hasText: '−₹500' })
      .filter({ hasText: customer.phone });
    await refundRow.getByText('Refunded').waitFor();
    expect(await refundRow.textContent()).toContain('Refund');
    // The payment itself reads Partly refunded in every list that shows it (decision 153).
    const paymentRow = page
      .getByRole('row')
      .filter({ hasText: `₹${order.totalPrice.toLocaleString('en-IN')}` })
      .filter({ hasText: customer.phone });
    await paymentRow.getByText('Partly refunded').waitFor();
    await page.goto('/admin/subscriptions');
    await page
      .getByRole('row')
      .filter({ hasText: customer.phone })
      .getByText('Partly refunded')
      .waitFor();
    await page.close();

    const phone = await newPage(browser(), PHONE);
    await signInPage(phone, customer);
    await phone.goto('/profile');
    const transactions = phone.getByRole('region', { name: 'Transactions' });
    const row = transactions.getByRole('row').filter({ hasText: '− ₹500' });
    await row.getByText('Refund', { exact: true }).waitFor();
    await row.getByText('Refunded', { exact: true }).waitFor();
    // The payment and the plan's card read Partly refunded, not Paid (decision 153).
    await transactions
      .getByRole('row')
      .filter({ hasText: 'Online' })
      .getByText('Partly refunded')
      .waitFor();
    const payment = () =>
      phone.locator('dt', { hasText: /^Payment$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await payment().textContent()).toBe('Partly refunded');
    // And on the order's own page.
    await phone.goto(`/profile/subscriptions/${order.subscriptionId}`);
    expect(await payment().textContent()).toBe('Online · Partly refunded');
    const refunds = phone.getByRole('region', { name: 'Refunds' });
    await refunds.getByText('₹500').waitFor();
    await refunds.getByText('Refunded').waitFor();
    await phone.close();
  });

  it('the failed refunds are one link away in the admin sidebar', async () => {
    const page = await newPage(browser());
    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Failed refunds', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Failed refunds' }).waitFor();
    // The journeys' test gateway refunds at once, so nothing waits for the admin here.
    await page.getByText('No failed refunds.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
