import { earliestStartDate } from '@fitthali/domain/cut-off';
import { addDays } from '@fitthali/domain/dates';
import { consecutiveWeekdays, generateDeliveryDates } from '@fitthali/domain/delivery-dates';
import { MSG } from '@fitthali/domain/messages';
import type { Slot } from '@fitthali/domain/plans';
import { WEEKDAYS } from '@fitthali/domain/weekdays';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type SignedUp, signInPage, signUpViaApi } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import {
  baseURL,
  browserForFile,
  newPage,
  PHONE,
  pauseClock,
  runTimerOf,
  waitForPath,
} from './support/browser.ts';
import {
  orderForm,
  orderSummary,
  subscribeToConfirm,
  termsAndValues,
} from './support/order-pages.ts';
import { saveAddressViaApi } from './support/orders.ts';
import { E2E_ADMIN } from './support/server-process.ts';

const browser = browserForFile();

const ADDRESS = { at: 'Plot 12, Saheed Nagar', po: 'Bhubaneswar', dist: 'Khordha', pin: '751001' };

type StoredSubscription = Record<string, unknown> & {
  _id: string;
  deliveryDates: string[];
  selectedDays: string[];
};
type StoredTransaction = Record<string, unknown>;

async function profile(customer: SignedUp) {
  const res = await fetch(`${baseURL()}/api/user/profile`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const body = (await res.json()) as {
    user: { subscriptions: StoredSubscription[]; transactions: StoredTransaction[] };
  };
  return body.user;
}

/**
 * A signed-in customer with one saved Odisha address, on the given page, whose clock the test can
 * pause (it runs normally until then).
 */
async function customerAt(path: string, options = {}) {
  const customer = await signUpViaApi();
  await saveAddressViaApi(customer, ADDRESS);
  const page = await newPage(browser(), options);
  await page.clock.install();
  await signInPage(page, customer, path);
  await page.goto(path);
  return { page, customer };
}

/**
 * The start date the confirm page chose: the first day the kitchen can still cook for (24 hours'
 * notice before the slot). The page worked it out when it opened, up to a minute ago.
 */
async function pickedStartDate(page: Page, slot: Slot): Promise<string> {
  const possible = [
    earliestStartDate(slot, new Date(Date.now() - 60_000)),
    earliestStartDate(slot),
  ];
  const value = await page.getByLabel('First delivery on').inputValue();
  expect(possible).toContain(value);
  return value;
}

/** The totals as the page shows them: { 'Total meals': '7', 'Price per meal': '₹249', … }. */
function totals(page: Page): Promise<Record<string, string>> {
  return termsAndValues(page, '.order-totals__rows > div');
}

/** The machine-readable dates of the confirm page's delivery preview. */
async function previewedDates(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Delivery dates' })
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
}

async function waitForTotal(page: Page, text: string) {
  await page.locator('.order-totals__total dd', { hasText: text }).waitFor();
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${baseURL()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const body = (await res.json()) as { token: string };
  return body.token;
}

async function setHighProteinVeg7(token: string, price: number) {
  const res = await fetch(`${baseURL()}/api/admin/plans/high-protein/prices`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ durationDays: 7, mealOption: 'Veg', price }),
  });
  expect(res.ok).toBe(true);
}

async function overflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

const EVERY_DAY = [...WEEKDAYS];

describe('plan pages', () => {
  it('are prerendered with their order form and the spec prices', async () => {
    const res = await fetch(`${baseURL()}/weightloss-plan`);
    const html = await res.text();
    expect(html).toContain('Weightloss Meal Plan');
    expect(html).toContain('Build your plan');
    expect(html).toContain('7 days a week');
    expect(html).toContain('7 Days · ₹179/day');
    expect(html).toContain('3 Days (Trial) · ₹179/day');
    expect(html).toContain('28 Days · ₹169/day');
    expect(html).toContain('3 day Trial');
    expect(html).toContain('View My Meal Plans');
  });
});

describe('ordering a plan with cash on delivery', () => {
  it('guest → High Protein → login → back on the plan → confirm → address → MEAL100 → Order Confirmed → profile', async () => {
    const customer = await signUpViaApi();
    const page = await newPage(browser());
    await page.clock.install();
    await page.goto('/');
    // The carousel advances every 5 s, so a pointer click can land on the next card as it slides;
    // a DOM click is the customer's tap on this card's Buy Now.
    await page
      .getByRole('region', { name: 'Meal plans' })
      .locator('a[href="/high-protein-plan"]', { hasText: 'Buy Now' })
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await waitForPath(page, '/high-protein-plan');

    // Choices made before logging in come back after it.
    const form = orderForm(page);
    expect(await form.getByRole('combobox', { name: 'Duration' }).inputValue()).toBe('7');
    expect(await form.getByRole('radio', { name: 'Lunch', exact: true }).isChecked()).toBe(true);
    await form.getByRole('radio', { name: 'Dinner', exact: true }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('main').getByLabel('Phone or Email', { exact: true }).fill(customer.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForPath(page, '/high-protein-plan');
    await page.waitForFunction(
      () =>
        (document.querySelector('input[type="radio"][value="Dinner"]') as HTMLInputElement | null)
          ?.checked === true,
    );
    await orderForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await waitForPath(page, '/subscribe-confirm');

    // No address yet: the address form asks for one (no location dialog, decision 155); without
    // one, ordering says so.
    const book = page.getByRole('region', { name: 'Delivery Address' });
    const addressForm = book.getByRole('form', { name: 'Add New Address' });
    await addressForm.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await orderSummary(page).getByRole('button', { name: 'Confirm Order' }).click();
    await orderSummary(page).getByText(MSG.selectAddress).waitFor();

    await addressForm.getByLabel('At (house, street, area)').fill(ADDRESS.at);
    await addressForm.getByLabel('PO (post office)').fill(ADDRESS.po);
    await addressForm.getByLabel('District').fill(ADDRESS.dist);
    await addressForm.getByLabel('PIN code').fill(ADDRESS.pin);
    await addressForm.getByRole('button', { name: 'Save Address' }).click();
    await addressForm.waitFor({ state: 'detached' });
    await book.locator('.address-item').filter({ hasText: '751001' }).waitFor();

    // The plan arrived as chosen; the live catalogue prices it.
    expect(await page.getByText('High Protein Meal Plan').first().isVisible()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Dinner', exact: true }).isChecked()).toBe(true);
    await waitForTotal(page, '₹1,743');
    expect(await totals(page)).toMatchObject({
      'Total meals': '7',
      'Price per meal': '₹249',
      Total: '₹1,743',
    });

    // Coupons: unknown, then MEAL100 in any case.
    const coupon = orderSummary(page).getByLabel('Coupon code');
    await coupon.fill('FREE1000');
    await orderSummary(page).getByRole('button', { name: 'Apply' }).click();
    await orderSummary(page).getByText(MSG.invalidCoupon).waitFor();
    await coupon.fill(' meal100 ');
    await orderSummary(page).getByRole('button', { name: 'Apply' }).click();
    await orderSummary(page).getByText('MEAL100', { exact: true }).waitFor();
    await waitForTotal(page, '₹1,643');
    expect(await totals(page)).toMatchObject({
      Subtotal: '₹1,743',
      'Discount (MEAL100)': '−₹100',
      Total: '₹1,643',
    });

    const start = await pickedStartDate(page, 'Dinner');
    const previewed = await previewedDates(page);
    expect(previewed).toEqual(
      generateDeliveryDates({ startDate: start, selectedDays: EVERY_DAY, days: 7 }),
    );

    // Held at the server's door, the button says Processing... and cannot be pressed again.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let idempotencyKey = '';
    await page.route('**/api/subscribe', async (route) => {
      idempotencyKey = route.request().headers()['idempotency-key'] ?? '';
      await held;
      await route.continue();
    });
    await pauseClock(page);
    await orderSummary(page).getByRole('button', { name: 'Confirm Order' }).click();
    const busy = orderSummary(page).getByRole('button', { name: MSG.processing });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await orderSummary(page).getByRole('heading', { name: MSG.orderConfirmed }).waitFor();
    expect(idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    // The confirmation stays 1.5 s before the profile opens.
    await runTimerOf(page, 1500, async () => {
      expect(new URL(page.url()).pathname).toBe('/subscribe-confirm');
    });
    await waitForPath(page, '/profile');
    await page.clock.resume();

    // The profile greets the new order and lists it with its transaction.
    await page.getByRole('status').filter({ hasText: MSG.orderArrival }).waitFor();
    const card = page.getByRole('article', { name: 'High Protein' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Plot 12, Saheed Nagar');
    await page.getByRole('cell', { name: '₹1,643' }).waitFor();

    const stored = await profile(customer);
    expect(stored.subscriptions).toHaveLength(1);
    expect(stored.subscriptions[0]).toMatchObject({
      plan: 'High Protein',
      status: 'active',
      mealOption: 'Veg',
      slot: 'Dinner',
      duration: '7 Days',
      days: 7,
      startDate: start,
      totalPrice: 1643,
      discount: 100,
      couponCode: 'MEAL100',
      paymentMode: 'COD',
      address: { ...ADDRESS },
    });
    // What the page previewed is what the kitchen got.
    expect(stored.subscriptions[0]?.deliveryDates).toEqual(previewed);
    expect(stored.transactions).toHaveLength(1);
    expect(stored.transactions[0]).toMatchObject({ amount: 1643, mode: 'COD' });
    await page.context().close();
  });

  it('a double click on Confirm Order places one order', async () => {
    const { page, customer } = await customerAt('/employee-meal-plan');
    await subscribeToConfirm(page);
    await waitForTotal(page, '₹1,183');
    await orderSummary(page).getByRole('button', { name: 'Confirm Order' }).dblclick();
    await orderSummary(page).getByRole('heading', { name: MSG.orderConfirmed }).waitFor();
    await waitForPath(page, '/profile');
    const stored = await profile(customer);
    expect(stored.subscriptions).toHaveLength(1);
    expect(stored.subscriptions[0]).toMatchObject({ plan: 'Office Employee', totalPrice: 1183 });
    await page.context().close();
  });

  it('a price changed by an admin is refused, the page refreshes its prices, and the new price orders', async () => {
    const token = await adminToken();
    const { page, customer } = await customerAt('/high-protein-plan');
    try {
      await subscribeToConfirm(page);
      await waitForTotal(page, '₹1,743');

      await setHighProteinVeg7(token, 259);
      await orderSummary(page).getByRole('button', { name: 'Confirm Order' }).click();
      await orderSummary(page).getByText(MSG.priceChanged).waitFor();
      await waitForTotal(page, '₹1,813');
      expect(await totals(page)).toMatchObject({ 'Price per meal': '₹259', Total: '₹1,813' });
      expect((await profile(customer)).subscriptions).toHaveLength(0);

      await orderSummary(page).getByRole('button', { name: 'Confirm Order' }).click();
      await orderSummary(page).getByRole('heading', { name: MSG.orderConfirmed }).waitFor();
      const stored = await profile(customer);
      expect(stored.subscriptions).toHaveLength(1);
      expect(stored.subscriptions[0]).toMatchObject({ totalPrice: 1813, pricePerMeal: 259 });
    } finally {
      await setHighProteinVeg7(token, 249);
      await page.context().close();
    }
  });
});

describe('the 3 day trial', () => {
  it('needs a login like Subscribe', async () => {
    const page = await newPage(browser());
    await page.goto('/diabetic-plan');
    await orderForm(page).getByRole('button', { name: '3 day Trial' }).click();
    await waitForPath(page, '/login');
    await page.context().close();
  });

  it('orders 3 consecutive days from the first day the kitchen can cook for on the Weightloss page', async () => {
    const { page, customer } = await customerAt('/weightloss-plan');
    await orderForm(page).getByRole('button', { name: '3 day Trial' }).click();
    await waitForPath(page, '/subscribe-confirm');

    const start = await pickedStartDate(page, 'Lunch');
    const trialDays = consecutiveWeekdays(start, 3);
    expect(await page.getByText('3 day Trial', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Duration' }).inputValue()).toBe('3');
    expect(await page.getByRole('radio', { name: 'Custom' }).isChecked()).toBe(true);
    for (const day of WEEKDAYS) {
      expect(await page.getByRole('checkbox', { name: day }).isChecked()).toBe(
        trialDays.includes(day),
      );
    }
    await page
      .getByRole('region', { name: 'Delivery Address' })
      .getByRole('radio')
      .first()
      .waitFor();
    await waitForTotal(page, '₹537');
    const previewed = await previewedDates(page);
    expect(previewed).toEqual([start, addDays(start, 1), addDays(start, 2)]);

    await orderSummary(page).getByRole('button', { name: 'Confirm Order' }).click();
    await orderSummary(page).getByRole('heading', { name: MSG.orderConfirmed }).waitFor();
    await waitForPath(page, '/profile');
    await page.getByRole('article', { name: 'Weightloss' }).waitFor();

    const stored = await profile(customer);
    expect(stored.subscriptions[0]).toMatchObject({
      plan: 'Weightloss',
      duration: '3 Days',
      days: 3,
      isTrial: true,
      totalPrice: 537,
      selectedDays: trialDays,
      deliveryDates: previewed,
    });
    await page.context().close();
  });

  it('follows the §4 day rules on every plan page, the Diabetic page included', async () => {
    const page = await newPage(browser());
    await page.goto('/diabetic-plan');
    const form = orderForm(page);
    const duration = form.getByRole('combobox', { name: 'Duration' });
    // Hydrated: the select reacts.
    await duration.selectOption('28');
    await form.getByRole('radio', { name: 'Custom' }).check();
    for (const day of ['Monday', 'Tuesday', 'Wednesday']) {
      await form.getByRole('checkbox', { name: day }).check();
    }
    expect(await duration.inputValue()).toBe('3');
    for (const day of ['Thursday', 'Friday'])
      await form.getByRole('checkbox', { name: day }).check();
    expect(await duration.inputValue()).toBe('7');
    for (const day of ['Saturday', 'Sunday'])
      await form.getByRole('checkbox', { name: day }).check();
    expect(await duration.inputValue()).toBe('21');
    // '7 days a week' clears the days.
    await form.getByRole('radio', { name: '7 days a week' }).check();
    await form.getByRole('radio', { name: 'Custom' }).check();
    expect(await form.getByRole('checkbox', { checked: true }).count()).toBe(0);
    // A 3 day duration fills 3 consecutive days from the first day the kitchen can cook for.
    await duration.selectOption('3');
    const trialDays = consecutiveWeekdays(earliestStartDate('Lunch'), 3);
    // The plan page reads the start-date rule on this first need (decision 82): wait for the days.
    await form.getByRole('checkbox', { name: trialDays[0], checked: true }).waitFor();
    for (const day of WEEKDAYS) {
      expect(await form.getByRole('checkbox', { name: day }).isChecked()).toBe(
        trialDays.includes(day),
      );
    }
    // The dropdown shows per-day prices, doubled for Lunch + Dinner.
    expect(await duration.locator('option[value="7"]').textContent()).toBe('7 Days · ₹229/day');
    await form.getByRole('radio', { name: 'Lunch + Dinner' }).check();
    expect(await duration.locator('option[value="7"]').textContent()).toBe('7 Days · ₹458/day');
    await page.context().close();
  });
});

describe('paying online', () => {
  it('Proceed to Payment → Confirm & Pay → Test payment → profile', async () => {
    const { page, customer } = await customerAt('/custom-meal-plan');
    const form = orderForm(page);
    await form.getByRole('radio', { name: 'Non-Veg' }).check();
    await form.getByRole('radio', { name: 'Lunch + Dinner' }).check();
    await subscribeToConfirm(page);
    await orderSummary(page).getByRole('radio', { name: 'Online payment' }).check();
    await orderSummary(page).getByLabel('Coupon code').fill('FLAT50');
    await orderSummary(page).getByRole('button', { name: 'Apply' }).click();
    // 14 meals × ₹239 − ₹50.
    await waitForTotal(page, '₹3,296');
    const previewed = await previewedDates(page);
    await orderSummary(page).getByRole('button', { name: 'Proceed to Payment' }).click();
    await waitForPath(page, '/payment');

    await page.getByRole('heading', { name: 'Confirm & Pay', level: 1 }).waitFor();
    const facts = await termsAndValues(page, '.pay-facts > div');
    expect(facts).toMatchObject({
      Plan: 'Custom Meal Plan',
      'Meal option': 'Non-Veg',
      Slot: 'Lunch + Dinner',
      Coupon: 'FLAT50',
      Discount: '−₹50',
      Total: '₹3,296',
    });
    expect(facts['Duration and days']).toContain('7 Days, every day');
    // Nothing is ordered until Pay is pressed.
    expect((await profile(customer)).subscriptions).toHaveLength(0);

    await page.getByRole('button', { name: 'Pay ₹3,296' }).click();
    await page.getByRole('heading', { name: 'Test payment' }).waitFor();
    let stored = await profile(customer);
    expect(stored.subscriptions[0]).toMatchObject({ status: 'pending', paymentMode: 'Online' });

    await pauseClock(page);
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    // The success screen stays 1.8 s before the profile opens.
    await runTimerOf(page, 1800, async () => {
      expect(new URL(page.url()).pathname).toBe('/payment');
    });
    await waitForPath(page, '/profile');
    await page.clock.resume();
    expect(await page.evaluate(() => window.history.state?.usr)).toMatchObject({
      paymentSuccess: true,
    });
    await page.getByRole('status').filter({ hasText: MSG.paymentArrival }).waitFor();
    await page.getByRole('article', { name: 'Custom Meal Plan' }).waitFor();

    stored = await profile(customer);
    expect(stored.subscriptions).toHaveLength(1);
    expect(stored.subscriptions[0]).toMatchObject({
      plan: 'Custom Meal Plan',
      status: 'active',
      paymentMode: 'Online',
      mealOption: 'Non-Veg',
      slot: 'Lunch + Dinner',
      totalPrice: 3296,
      discount: 50,
      couponCode: 'FLAT50',
      deliveryDates: previewed,
    });
    expect(stored.transactions[0]).toMatchObject({ amount: 3296, mode: 'Online' });
    await page.context().close();
  });

  it('/payment opened directly goes home with the invalid session message', async () => {
    const customer = await signUpViaApi();
    const page = await newPage(browser());
    await signInPage(page, customer);
    await page.goto('/payment');
    await waitForPath(page, '/');
    await page.getByText(MSG.invalidPaymentSession).waitFor();
    await page.context().close();
  });
});

describe('Razorpay Checkout (offline: the gateway and our answers are stand-ins)', () => {
  const SUBSCRIPTION_ID = '0f6f2a44-5b1e-4c1a-9d4e-8a1b2c3d4e5f';

  it('opens Checkout with the server order, verifies the payment, and names each failure', async () => {
    // The stand-in script comes from another origin; the real page allows it only when Razorpay is configured.
    const { page } = await customerAt('/high-protein-plan', { bypassCSP: true });
    let subscribeCalls = 0;
    await page.route('**/api/subscribe', async (route) => {
      subscribeCalls += 1;
      if (subscribeCalls === 1) return route.abort('connectionreset');
      return route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          subscriptionId: SUBSCRIPTION_ID,
          status: 'pending',
          totalPrice: 1743,
          payment: {
            gateway: 'razorpay',
            orderId: 'order_Fit123',
            amount: 174300,
            currency: 'INR',
            keyId: 'rzp_test_key',
          },
        }),
      });
    });
    await page.route('https://checkout.razorpay.com/v1/checkout.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.Razorpay = function (options) {
          window.__checkout = { key: options.key, order_id: options.order_id, amount: options.amount,
            currency: options.currency, name: options.name };
          this.on = function () {};
          this.open = function () {
            setTimeout(function () {
              options.handler({ razorpay_order_id: options.order_id,
                razorpay_payment_id: 'pay_Fit456', razorpay_signature: 'sig_789' });
            }, 50);
          };
        };`,
      }),
    );
    const verified: unknown[] = [];
    await page.route('**/api/payments/verify', (route) => {
      verified.push(route.request().postDataJSON());
      return verified.length === 1
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: MSG.paymentNotVerified }),
          })
        : route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ success: true, subscriptionId: SUBSCRIPTION_ID }),
          });
    });

    await subscribeToConfirm(page);
    await orderSummary(page).getByRole('radio', { name: 'Online payment' }).check();
    await orderSummary(page).getByRole('button', { name: 'Proceed to Payment' }).click();
    await waitForPath(page, '/payment');
    const pay = page.getByRole('button', { name: 'Pay ₹1,743' });

    // No answer from our server: the order was not saved.
    await pay.click();
    await page.getByText(MSG.paymentSaveError).waitFor();

    // Paid at the gateway, refused by our server: the customer is told to contact support.
    await pay.click();
    await page.getByText(MSG.paymentNotSaved).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __checkout: unknown }).__checkout),
    ).toEqual({
      key: 'rzp_test_key',
      order_id: 'order_Fit123',
      amount: 174300,
      currency: 'INR',
      name: 'FitThali',
    });

    await pay.click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(verified[1]).toEqual({
      subscriptionId: SUBSCRIPTION_ID,
      razorpay_order_id: 'order_Fit123',
      razorpay_payment_id: 'pay_Fit456',
      razorpay_signature: 'sig_789',
    });
    await page.context().close();
  });
});

describe('the confirm page when ordering fails', () => {
  it("says 'Subscription failed. Try again.' and 'Something went wrong', and keeps the order", async () => {
    const { page, customer } = await customerAt('/weightloss-plan');
    await subscribeToConfirm(page);
    let calls = 0;
    await page.route('**/api/subscribe', (route) => {
      calls += 1;
      return calls === 1
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
        : route.abort('connectionreset');
    });
    const confirm = orderSummary(page).getByRole('button', { name: 'Confirm Order' });
    await confirm.click();
    await orderSummary(page).getByText(MSG.subscriptionFailed).waitFor();
    await confirm.click();
    await orderSummary(page).getByText(MSG.subscribeError, { exact: true }).waitFor();
    await page.unroute('**/api/subscribe');
    await confirm.click();
    await orderSummary(page).getByRole('heading', { name: MSG.orderConfirmed }).waitFor();
    expect((await profile(customer)).subscriptions).toHaveLength(1);
    await page.context().close();
  });
});

describe('ordering screens', () => {
  it('have no serious axe-core findings and fit a 360 px phone', async () => {
    const problems: Record<string, string[]> = {};
    const check = async (page: Page, name: string) => {
      const found = await seriousViolations(page);
      if (found.length > 0) problems[name] = found;
      const over = await overflow(page);
      if (over > 0) problems[name] = [...(problems[name] ?? []), `overflows by ${over}px`];
    };
    const { page } = await customerAt('/high-protein-plan', PHONE);
    const form = orderForm(page);
    await form.getByRole('radio', { name: 'Custom' }).check();
    await form.getByRole('checkbox', { name: 'Monday' }).check();
    await check(page, 'plan page');
    await subscribeToConfirm(page);
    await orderSummary(page).getByLabel('Coupon code').fill('nope');
    await orderSummary(page).getByRole('button', { name: 'Apply' }).click();
    await orderSummary(page).getByText(MSG.invalidCoupon).waitFor();
    await check(page, 'confirm page');
    await orderSummary(page).getByRole('radio', { name: 'Online payment' }).check();
    await orderSummary(page).getByRole('button', { name: 'Proceed to Payment' }).click();
    await waitForPath(page, '/payment');
    await page.getByRole('button', { name: /^Pay ₹/ }).waitFor();
    await check(page, 'payment page');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByRole('heading', { name: 'Test payment' }).waitFor();
    await check(page, 'test payment step');
    await page.context().close();
    expect(problems).toEqual({});
  });
});
