// Issue 26 point 4: on a 360 px phone the customer sees what an upcoming meal will be and swaps it
// for one of the day's alternatives before its cut-off. Point 6: the kitchen's per-dish counts for
// that date and slot follow the swap. The menu (a default and two alternatives
// for every High Protein Veg lunch of the next weeks) is written into the embedded database before
// the server opens it, as the operator's menu planner would leave it; the customer and the order
// come through the API, as a customer makes them.

import { formatIndiaDate } from '@fitthali/domain/india-format';
import { swappedMessage } from '@fitthali/domain/swap-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCustomer, signInPage } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { seededServer } from './support/seeded-server.ts';
import {
  SWAP_DISHES as DISHES,
  orderLunches,
  type SwapDelivery,
  seedSwapMenu,
} from './support/swap-menu.ts';

const own = seededServer('dish-swap', seedSwapMenu);

/** A new customer with a week of High Protein Veg lunches, made through the API. */
async function customerWithLunches() {
  const signup = await own.api<{ token: string; user: Record<string, unknown> }>(
    '/api/auth/signup',
    undefined,
    { method: 'POST', body: JSON.stringify(newCustomer()) },
  );
  return { signup, ...(await orderLunches(own, signup.token)) };
}

describe('the meal’s dish on the plan page (issue 26 point 4)', () => {
  it('shows an upcoming lunch’s dish on a phone and swaps it before the cut-off', async () => {
    const { signup, subscriptionId, deliveries } = await customerWithLunches();
    // The second lunch: its cut-off is a day after the order could be placed, so the clock of a
    // slow run cannot reach it while the journey swaps.
    const target = deliveries[1] as SwapDelivery;
    expect(target.dish?.name).toBe(DISHES[0].name);

    const page = await own.page();
    await signInPage(page, signup, '/profile');
    await page.goto(`/profile/subscriptions/${subscriptionId}`);
    const row = page.getByRole('listitem', { name: `Lunch on ${formatIndiaDate(target.date)}` });
    await row.getByText(DISHES[0].name).waitFor();
    await row.getByText('520 kcal · 32 g protein').waitFor();
    await row.getByRole('img', { name: DISHES[0].name }).waitFor();

    await row.getByRole('button', { name: `Swap ${DISHES[0].name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Swap this meal' });
    await dialog.waitFor();
    const current = dialog.getByRole('radio', { name: new RegExp(DISHES[0].name) });
    expect(await current.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('radio').count()).toBe(3);
    await dialog.getByText('480 kcal · — protein').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing wider than the phone, dialog open.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await dialog.getByRole('radio', { name: new RegExp(DISHES[1].name) }).check();
    await dialog.getByRole('button', { name: `Swap to ${DISHES[1].name}` }).click();
    const said = swappedMessage('Lunch', target.date, DISHES[1].name);
    await page.getByRole('region', { name: 'Notifications' }).getByText(said).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(DISHES[1].name).waitFor();
    await row.getByText('480 kcal · — protein').waitFor();

    await page.reload();
    await row.getByText(DISHES[1].name).waitFor();
    expect(await row.getByText(DISHES[0].name).count()).toBe(0);
    await page.context().close();
  });
});

/** The kitchen's count of one dish as the admin's sheet shows it; a dish with no meal has no row. */
async function dishCountShown(page: Page, name: string, count: number) {
  const rows = page
    .getByRole('region', { name: 'Dishes to cook' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  if (count === 0) {
    // The table is there (another dish has meals) and this dish is not in it.
    await page.getByRole('region', { name: 'Dishes to cook' }).getByRole('table').waitFor();
    await rows.waitFor({ state: 'detached' });
    return;
  }
  await rows
    .getByRole('cell')
    .first()
    .filter({ hasText: new RegExp(`^${count}$`) })
    .waitFor();
}

describe('the kitchen’s per-dish counts follow a swap (issue 26 point 6)', () => {
  it('moves one meal from the default dish to the alternative on the kitchen sheet', async () => {
    const { signup, subscriptionId, deliveries } = await customerWithLunches();
    const target = deliveries[2] as SwapDelivery;
    expect(target.dish?.name).toBe(DISHES[0].name);
    const [standard, alternative] = [DISHES[0].name, DISHES[1].name];

    // What the sheet should say before the swap: other journeys' customers share the date.
    const kitchenPath = `/api/admin/kitchen?date=${target.date}&slot=Lunch`;
    const before = await own.api<{ dishes: { name: string; count: number }[] }>(
      kitchenPath,
      await own.adminToken(),
    );
    const countOf = (name: string) => before.dishes.find((d) => d.name === name)?.count ?? 0;
    const n = countOf(standard);
    const m = countOf(alternative);
    const all = before.dishes.reduce((sum, dish) => sum + dish.count, 0);
    expect(n).toBeGreaterThanOrEqual(1);

    const kitchen = await own.adminPage(`/admin/kitchen?date=${target.date}&slot=Lunch`);
    await dishCountShown(kitchen, standard, n);
    await dishCountShown(kitchen, alternative, m);

    const page = await own.page();
    await signInPage(page, signup, '/profile');
    await page.goto(`/profile/subscriptions/${subscriptionId}`);
    const row = page.getByRole('listitem', { name: `Lunch on ${formatIndiaDate(target.date)}` });
    await row.getByRole('button', { name: `Swap ${standard}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Swap this meal' });
    await dialog.getByRole('radio', { name: new RegExp(alternative) }).check();
    await dialog.getByRole('button', { name: `Swap to ${alternative}` }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(swappedMessage('Lunch', target.date, alternative))
      .waitFor();
    await page.context().close();

    await kitchen.reload();
    await dishCountShown(kitchen, standard, n - 1);
    await dishCountShown(kitchen, alternative, m + 1);
    // The meals in all are the same: one changed dish, none added or lost.
    await kitchen
      .getByRole('region', { name: 'Dishes to cook' })
      .getByRole('row')
      .filter({ hasText: 'All dishes' })
      .getByRole('cell')
      .first()
      .filter({ hasText: new RegExp(`^${all}$`) })
      .waitFor();
    await kitchen.context().close();
  });
});
