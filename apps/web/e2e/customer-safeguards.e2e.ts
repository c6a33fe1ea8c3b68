// Issue 11's journeys: what a new customer tripped over after choosing a plan.

import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { earliestStartDate } from '@fitthali/domain/cut-off';
import { todayInIndia } from '@fitthali/domain/dates';
import { consecutiveWeekdays } from '@fitthali/domain/delivery-dates';
import { MSG, startDateTooSoonMessage } from '@fitthali/domain/messages';
import { describe, expect, it } from 'vitest';
import { type SignedUp, signInPage, signUpViaApi } from './support/accounts.ts';
import { adminToken, signInAdmin } from './support/admin.ts';
import { baseURL, browserForFile, newPage, PHONE, waitForPath } from './support/browser.ts';
import { orderForm, orderSummary, subscribeToConfirm } from './support/order-pages.ts';
import {
  paidOnlineOrder,
  placeOrderViaApi,
  profileOf,
  saveAddressViaApi,
} from './support/orders.ts';

const browser = browserForFile();

/** India time as every screen shows it: 'Wed, 25 Nov, 2026, 06:07 am'. */
function indiaDateTime(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date);
  return `${day}, ${time}`;
}

async function signedInAt(path: string, customer: SignedUp, options = {}) {
  const page = await newPage(browser(), options);
  await signInPage(page, customer, path);
  await page.goto(path);
  return page;
}

describe('the kitchen’s notice on new orders (issue 11 point 3)', () => {
  it('offers only start dates that can still be cooked for, and refuses an earlier one', async () => {
    const customer = await signUpViaApi();
    await saveAddressViaApi(customer);
    const page = await signedInAt('/high-protein-plan', customer);
    await subscribeToConfirm(page);

    const start = page.getByLabel('First delivery on');
    const earliest = (await start.getAttribute('min')) ?? '';
    expect([
      earliestStartDate('Lunch', new Date(Date.now() - 60_000)),
      earliestStartDate('Lunch'),
    ]).toContain(earliest);
    expect(await start.inputValue()).toBe(earliest);
    expect(earliest > todayInIndia()).toBe(true);

    // Today's lunch is always inside the 24 hours.
    await start.fill(todayInIndia());
    const tooSoon = startDateTooSoonMessage(earliest, 24);
    await page.getByText(tooSoon).first().waitFor();
    await orderSummary(page).getByRole('button', { name: 'Confirm Order' }).click();
    await orderSummary(page).getByText(tooSoon).waitFor();
    expect((await profileOf(customer)).subscriptions).toHaveLength(0);
    await page.context().close();
  });
});

describe('one 3 day trial per customer (issue 11 point 4)', () => {
  it('explains the Trial button to a customer who has had it', async () => {
    const customer = await signUpViaApi();
    const startDate = earliestStartDate('Lunch');
    await placeOrderViaApi(customer, {
      plan: 'Weightloss',
      days: 3,
      startDate,
      selectedDays: consecutiveWeekdays(startDate, 3),
    });
    const page = await signedInAt('/weightloss-plan', customer);
    const trial = orderForm(page).getByRole('button', { name: '3 day Trial' });
    await page.getByText(MSG.trialAlreadyUsed).waitFor();
    expect(await trial.isDisabled()).toBe(true);
    // Longer plans still order as before.
    expect(await orderForm(page).getByRole('button', { name: 'Subscribe' }).isEnabled()).toBe(true);
    await page.context().close();
  });
});

describe('deleting an account (issue 11 point 2, issue 25 points 1 and 2)', () => {
  it('says which plan ends and the refund to the rupee at 360 px, asks for the password, then takes it off the kitchen sheet', async () => {
    const customer = await signUpViaApi();
    const startDate = earliestStartDate('Lunch');
    await paidOnlineOrder(customer);
    const page = await signedInAt('/profile', customer, PHONE);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete account' });
    // A plan not started, paid online: the cancellation rule refunds all of it, no credit is lost.
    await dialog.getByText('Your active plan ends: 7 meals are cancelled.').waitFor();
    await dialog
      .getByText(
        '₹1,743 is refunded to your original payment method in 5–7 working days, for plans that had not started.',
      )
      .waitFor();
    await dialog.getByText('No meal credits are lost.').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText(ACCOUNT_MSG.deletePasswordRequired).waitFor();
    await dialog.getByLabel('Your password', { exact: true }).fill(customer.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await waitForPath(page, '/signup');

    const sheet = await fetch(`${baseURL()}/api/admin/kitchen?date=${startDate}&slot=Lunch`, {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    const body = (await sheet.json()) as { deliveries: { phone: string | null }[] };
    expect(body.deliveries.map((d) => d.phone)).not.toContain(customer.phone);
    await page.context().close();
  });
});

describe('an online checkout left unpaid (issue 11 point 5)', () => {
  it('offers Pay now for the same order, and Cancel', async () => {
    const customer = await signUpViaApi();
    const first = await placeOrderViaApi(customer, { paymentMode: 'Online' });
    const page = await signedInAt('/profile', customer);
    const card = page.getByRole('article', { name: 'High Protein' });
    await card.getByText('Pending').waitFor();
    await card.getByRole('button', { name: 'Pay now' }).click();
    await waitForPath(page, '/payment');
    await page.getByRole('button', { name: 'Pay ₹1,743' }).click();
    await page.getByRole('heading', { name: 'Test payment' }).waitFor();
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await waitForPath(page, '/profile');
    let stored = await profileOf(customer);
    // Paid as the same order: nothing new was placed.
    expect(stored.subscriptions).toHaveLength(1);
    expect(stored.subscriptions[0]).toMatchObject({ _id: first.subscriptionId, status: 'active' });

    await placeOrderViaApi(customer, { paymentMode: 'Online', plan: 'Diabetic Diet' });
    await page.reload();
    const unpaid = page.getByRole('article', { name: 'Diabetic Diet' });
    await unpaid.waitFor();
    await unpaid.getByRole('button', { name: 'Cancel order' }).click();
    await unpaid.getByText('Cancelled', { exact: true }).waitFor();
    expect(await unpaid.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    stored = await profileOf(customer);
    expect(stored.subscriptions.map((s) => s.status).sort()).toEqual(['active', 'cancelled']);
    await page.context().close();
  });

  it('shows an order past its payment window as Expired, with nothing to pay', async () => {
    const customer = await signUpViaApi();
    await placeOrderViaApi(customer, { paymentMode: 'Online' });
    const page = await newPage(browser());
    // Half an hour later on the customer's clock: the order is no longer held.
    await page.clock.install({ time: Date.now() + 31 * 60_000 });
    await signInPage(page, customer, '/profile');
    await page.goto('/profile');
    const card = page.getByRole('article', { name: 'High Protein' });
    await card.getByText('Expired', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('times are India time on every device (issue 11 point 10)', () => {
  it('shows the same moment on the profile and in admin, from a browser in California', async () => {
    const customer = await signUpViaApi();
    await placeOrderViaApi(customer);
    const [order] = (await profileOf(customer)).subscriptions;
    const expected = indiaDateTime(order?.createdAt ?? '');
    const zone = { timezoneId: 'America/Los_Angeles' };

    const page = await signedInAt('/profile', customer, zone);
    const card = page.getByRole('article', { name: 'High Protein' });
    await card.getByText(expected).waitFor();

    const admin = await newPage(browser(), zone);
    await signInAdmin(admin);
    await admin.goto('/admin/transactions');
    const row = admin.getByRole('row').filter({ hasText: customer.name });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain(expected);
    await page.context().close();
    await admin.context().close();
  });
});

describe('payment states in words (issue 11 point 13)', () => {
  it('shows cash on delivery as due, and as cancelled once the order is cancelled', async () => {
    const customer = await signUpViaApi();
    const order = await placeOrderViaApi(customer);
    const page = await signedInAt('/profile', customer);
    const payments = page.getByRole('region', { name: 'Transactions' });
    await payments.getByRole('cell', { name: 'Due on delivery', exact: true }).waitFor();

    const token = await adminToken();
    const cancelled = await fetch(
      `${baseURL()}/api/admin/cancel-subscription/${order.subscriptionId}`,
      { method: 'PUT', headers: { authorization: `Bearer ${token}` } },
    );
    expect(cancelled.status).toBe(200);
    await page.reload();
    await payments.getByRole('cell', { name: 'Cancelled', exact: true }).waitFor();
    expect(await payments.getByText('Due on delivery').count()).toBe(0);

    const admin = await newPage(browser());
    await admin.goto('/admin-login');
    await admin.evaluate((value) => localStorage.setItem('adminToken', value), token);
    await admin.goto('/admin/transactions');
    const row = admin.getByRole('row').filter({ hasText: customer.name });
    await row.getByText('Cancelled', { exact: true }).waitFor();
    await page.context().close();
    await admin.context().close();
  });
});

describe('the location popup (issue 11 point 15)', () => {
  it('never asks a signed-in customer whose account has an address, in a new tab', async () => {
    const customer = await signUpViaApi();
    await saveAddressViaApi(customer);
    const page = await newPage(browser(), {}, { locationPopup: true });
    await page.goto('/about');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, customer);
    const asked = page.waitForResponse((res) => res.url().endsWith('/api/user/address'));
    await page.goto('/');
    await asked;
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('waits until a notice has gone before asking a new visitor', async () => {
    const page = await newPage(browser(), {}, { locationPopup: true });
    await page.goto('/payment');
    await waitForPath(page, '/');
    const notice = page.getByText(MSG.invalidPaymentSession);
    await notice.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await notice.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('dialog').waitFor();
    await page.context().close();
  });
});

describe('the confirm page on a phone (issue 11 point 7)', () => {
  it('keeps the total and Confirm Order on screen, and folds a long date list', async () => {
    const customer = await signUpViaApi();
    await saveAddressViaApi(customer);
    const page = await signedInAt('/high-protein-plan', customer, PHONE);
    await orderForm(page).getByRole('combobox', { name: 'Duration' }).selectOption('21');
    await subscribeToConfirm(page);

    const button = orderSummary(page).getByRole('button', { name: 'Confirm Order' });
    const inView = async () => {
      const box = await button.boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      return box !== null && box.y >= 0 && box.y + box.height <= height;
    };
    expect(await inView()).toBe(true);
    const dates = page.getByRole('list', { name: 'Delivery dates' });
    await dates.scrollIntoViewIfNeeded();
    expect(await inView()).toBe(true);
    // The bar's total is the summary's total.
    const total = await orderSummary(page).locator('.order-totals__total dd').textContent();
    expect(await orderSummary(page).locator('.checkout-bar__amount').textContent()).toBe(total);

    expect(await dates.getByRole('listitem').count()).toBe(7);
    await page.getByRole('button', { name: 'Show all 21 dates' }).click();
    expect(await dates.getByRole('listitem').count()).toBe(21);
    expect(
      await page.getByRole('button', { name: 'Show fewer dates' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await page.context().close();
  });
});
