// Issue 13 points 4 and 5 (decisions 77, 76): right after buying 42 meals the profile's Meal
// Progress reads none delivered and all 42 to come, never "used up"; a pause ahead is said on the
// plan's card. Dates are read from the server's answers, never from today's.

import { formatIndiaDate } from '@fitthali/domain/india-format';
import { describe, expect, it } from 'vitest';
import { signInPage, signUpViaApi } from './support/accounts.ts';
import { baseURL, browserForFile, newPage, PHONE } from './support/browser.ts';
import { placeOrderViaApi } from './support/orders.ts';

const browser = browserForFile();

async function scheduleOf(token: string, id: string) {
  const res = await fetch(`${baseURL()}/api/user/subscriptions/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as {
    subscription: { endDate: string };
    deliveries: { date: string; slot: string }[];
  };
}

describe('Meal Progress and the plan card (issue 13)', () => {
  it('after buying 42 meals reads 0 of 42 delivered and 42 to come, with credits beside it', async () => {
    const customer = await signUpViaApi();
    const { subscriptionId } = await placeOrderViaApi(customer, {
      days: 21,
      slot: 'Lunch + Dinner',
    });
    const { subscription } = await scheduleOf(customer.token, subscriptionId);
    const page = await newPage(browser(), PHONE);
    await signInPage(page, customer, '/profile');
    await page.goto('/profile');

    const gauge = page.getByRole('progressbar', { name: 'Meal Progress' });
    await gauge.waitFor();
    expect(await gauge.getAttribute('aria-valuenow')).toBe('0');
    expect(await gauge.getAttribute('aria-valuemax')).toBe('42');
    expect(await gauge.getAttribute('aria-valuetext')).toBe(
      `0 of 42 meals delivered, 42 meals to come, last delivery ${formatIndiaDate(subscription.endDate)}`,
    );
    const text = (await page.getByTestId('meal-progress-text').innerText()).split('\n');
    expect(text).toEqual([
      '0 of 42 meals delivered',
      `Last delivery ${formatIndiaDate(subscription.endDate)}`,
    ]);
    await page.getByText('Meal credits: 0').waitFor();
    expect(await page.getByText(/credits left|0%/).count()).toBe(0);

    const card = page.getByRole('article', { name: 'High Protein' });
    await card.getByText('Active', { exact: true }).waitFor();
    await card
      .getByText(
        `0 of 42 meals delivered · 42 meals to come · ends ${formatIndiaDate(subscription.endDate)}`,
      )
      .waitFor();
    // Renew is offered on every running plan, even weeks from its end (issue 25 point 12).
    await card.getByRole('button', { name: 'Renew High Protein' }).waitFor();
  });

  it('a pause ahead is said on the card, with the plan still Active', async () => {
    const customer = await signUpViaApi();
    const { subscriptionId } = await placeOrderViaApi(customer, { days: 7 });
    const { deliveries } = await scheduleOf(customer.token, subscriptionId);
    const [, second, third] = deliveries;
    if (!second || !third) throw new Error('a 7 day plan has 7 deliveries');
    const res = await fetch(`${baseURL()}/api/user/subscriptions/${subscriptionId}/pause`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({ from: second.date, until: third.date }),
    });
    expect(res.status).toBe(200);

    const page = await newPage(browser());
    await signInPage(page, customer, '/profile');
    await page.goto('/profile');
    const card = page.getByRole('article', { name: 'High Protein' });
    await card
      .getByText(`Pause from ${formatIndiaDate(second.date)} to ${formatIndiaDate(third.date)}`)
      .waitFor();
    expect(await card.getByText('Active', { exact: true }).count()).toBe(1);
  });
});
