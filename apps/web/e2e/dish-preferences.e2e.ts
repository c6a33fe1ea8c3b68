// Issue 26 point 5: a customer who avoids egg gets the fitting alternative. Their order's first
// meal is an egg dish with a veg alternative on that day's menu (seeded as the planner stores it);
// they tick Egg on the profile at 360 px, and the meal switches to the veg dish.
//
// This file runs a server of its own on a database it seeds first.

import type { PGlite } from '@electric-sql/pglite';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password.ts';
import { ODISHA_ADDRESS } from '../../server/test/factories/order-payload.ts';
import { signInPage } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { seedCodLunches } from './support/seeded-orders.ts';
import { seededServer } from './support/seeded-server.ts';

const PASSWORD = 'no-egg-pass-1';
const customer = { name: 'Eggless Esha', email: 'eggless.esha@example.in', phone: '9830000026' };
const EGG = 'Egg bhurji, two phulka';
const VEG = 'Moong dal, two phulka';
const seeded = { orderId: '', deliveryId: '', egg: '', veg: '' };

async function seed(db: PGlite) {
  const today = todayInIndia();
  const date = addDays(today, 3);
  const dish = async (name: string, diet: string, allergens: string[]) => {
    const made = await db.query<{ id: string }>(
      `insert into dishes (name, diet, allergens, tags)
       values ($1, $2, $3::text[], '{no-onion-garlic}') returning id`,
      [name, diet, allergens],
    );
    return made.rows[0]?.id ?? '';
  };
  seeded.egg = await dish(EGG, 'egg', ['eggs', 'gluten']);
  seeded.veg = await dish(VEG, 'veg', ['gluten']);
  await db.query(
    `insert into menu_days (plan_id, meal_option, slot, date, dish_id, alternatives, source)
     values ('high-protein', 'Veg', 'Lunch', $1::date, $2, array[$3]::uuid[], 'override')`,
    [date, seeded.egg, seeded.veg],
  );
  seeded.orderId = await seedCodLunches(db, {
    customer: { ...customer, passwordHash: await hashPassword(PASSWORD) },
    dates: [date],
    today,
    address: ODISHA_ADDRESS,
  });
  // Decided as a new order's meals are: the day's default.
  const decided = await db.query<{ id: string }>(
    `update deliveries set dish_id = $2, dish_choice = 'default'
     where subscription_id = $1 returning id`,
    [seeded.orderId, seeded.egg],
  );
  seeded.deliveryId = decided.rows[0]?.id ?? '';
}

const own = seededServer('dish-preferences', seed);

type Saved = {
  message: string;
  outcome: { switched: { deliveryId: string; from: { _id: string }; to: { _id: string } }[] };
};

describe('dietary preferences (issue 26 point 5)', () => {
  it('a customer who avoids egg gets the fitting alternative', async () => {
    const session = await own.api<{ token: string; user: Record<string, unknown> }>(
      '/api/auth/login',
      undefined,
      { method: 'POST', body: JSON.stringify({ identifier: customer.email, password: PASSWORD }) },
    );
    const page = await own.page();
    await signInPage(page, session);
    await page.goto('/profile');

    const choices = page.getByRole('group', { name: 'I avoid' });
    await choices.getByRole('checkbox', { name: 'Egg' }).check();
    const answered = page.waitForResponse(
      (res) => res.url().endsWith('/api/user/preferences') && res.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save preferences' }).click();
    const saved = (await (await answered).json()) as Saved;

    const outcome = page.getByTestId('preferences-outcome');
    await outcome.getByText('1 meal switched to a fitting dish.').waitFor();
    expect(await outcome.textContent()).toContain(`${VEG} instead of ${EGG}`);
    // The server's own answer names the meal and the two dishes by id.
    expect(saved.outcome.switched).toEqual([
      expect.objectContaining({
        deliveryId: seeded.deliveryId,
        from: expect.objectContaining({ _id: seeded.egg }),
        to: expect.objectContaining({ _id: seeded.veg }),
      }),
    ]);
    // Nothing is left in conflict, and the choice holds after a reload.
    const after = await own.api<{ avoids: string[]; conflicts: unknown[] }>(
      '/api/user/preferences',
      session.token,
    );
    expect(after).toMatchObject({ avoids: ['eggs'], conflicts: [] });
    await page.reload();
    expect(
      await page
        .getByRole('group', { name: 'I avoid' })
        .getByRole('checkbox', { name: 'Egg' })
        .isChecked(),
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
