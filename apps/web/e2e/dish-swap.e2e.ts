// Issue 26 point 4: on a 360 px phone the customer sees what an upcoming meal will be and swaps it
// for one of the day's alternatives before its cut-off. The menu (a default and two alternatives
// for every High Protein Veg lunch of the next weeks) is written into the embedded database before
// the server opens it, as the operator's menu planner would leave it; the customer and the order
// come through the API, as a customer makes them.

import type { PGlite } from '@electric-sql/pglite';
import { earliestStartDate } from '@fitthali/domain/cut-off';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import { swappedMessage } from '@fitthali/domain/swap-messages';
import { describe, expect, it } from 'vitest';
import { orderPayload } from '../../server/test/factories/order-payload.ts';
import { newCustomer, signInPage } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { seededServer } from './support/seeded-server.ts';

const DISHES = [
  { name: 'Paneer tikka bowl', calories: 520, protein: 32, allergens: ['milk'] },
  { name: 'Millet khichdi', calories: 480, protein: null, allergens: [] },
  { name: 'Odia dalma, brown rice', calories: 450, protein: 18, allergens: [] },
] as const;

async function seed(db: PGlite) {
  const ids: string[] = [];
  for (const dish of DISHES) {
    const made = await db.query<{ id: string }>(
      `insert into dishes (name, diet, calories, protein, allergens, tags)
       values ($1, 'veg', $2, $3, $4::text[], array['no-onion-garlic']) returning id`,
      [dish.name, dish.calories, dish.protein, dish.allergens],
    );
    const id = made.rows[0]?.id;
    if (!id) throw new Error('dish not seeded');
    ids.push(id);
  }
  const [standard, ...alternatives] = ids;
  const today = todayInIndia();
  for (let i = 0; i < 21; i += 1) {
    await db.query(
      `insert into menu_days (plan_id, meal_option, slot, date, dish_id, alternatives, source)
       values ('high-protein', 'Veg', 'Lunch', $1::date, $2, $3::uuid[], 'override')`,
      [addDays(today, i), standard, alternatives],
    );
  }
}

const own = seededServer('dish-swap', seed);

interface Delivery {
  _id: string;
  date: string;
  changeUntil: string;
  dish: { name: string } | null;
}

describe('the meal’s dish on the plan page (issue 26 point 4)', () => {
  it('shows an upcoming lunch’s dish on a phone and swaps it before the cut-off', async () => {
    const customer = newCustomer();
    const signup = await own.api<{ token: string; user: Record<string, unknown> }>(
      '/api/auth/signup',
      undefined,
      { method: 'POST', body: JSON.stringify(customer) },
    );
    const payload = orderPayload({ days: 7, startDate: earliestStartDate('Lunch') });
    const order = await own.api<{ subscriptionId: string }>('/api/subscribe', signup.token, {
      method: 'POST',
      body: JSON.stringify(payload),
    });
    const { deliveries } = await own.api<{ deliveries: Delivery[] }>(
      `/api/user/subscriptions/${order.subscriptionId}`,
      signup.token,
    );
    // The second lunch: its cut-off is a day after the order could be placed, so the clock of a
    // slow run cannot reach it while the journey swaps.
    const target = deliveries[1] as Delivery;
    expect(target.dish?.name).toBe(DISHES[0].name);

    const page = await own.page();
    await signInPage(page, signup, '/profile');
    await page.goto(`/profile/subscriptions/${order.subscriptionId}`);
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
