// Issue 13 point 3 (decision 78): a completed plan offers Renew, on the profile and on the plan's
// own page, which opens the confirm page with the plan's own choices and a start date after its
// last delivery, and the order can be placed.
//
// A plan completes only as days pass, which a journey cannot make the server's clock do. So this
// file seeds the embedded database first, with the server's own migrations, with the rows the
// server itself would have left behind: a customer whose COD plan was placed, confirmed, and whose
// every meal was closed as delivered by the end-of-day job (which writes no trail and completes
// the order, decision 76); then it starts its one server on that database.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { addDays, todayInIndia, weekdayIndex } from '@fitthali/domain/dates';
import { generateDeliveryDates } from '@fitthali/domain/delivery-dates';
import { durationLabel } from '@fitthali/domain/durations';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import { findPlan } from '@fitthali/domain/plan-lookup';
import { pricePerMeal, quoteWithPrice } from '@fitthali/domain/pricing';
import { parseSelectedDays, weekdayName } from '@fitthali/domain/weekdays';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password.ts';
import { ODISHA_ADDRESS } from '../../server/test/factories/order-payload.ts';
import { newCustomer } from './support/accounts.ts';
import { browserForFile, newPage, PHONE, waitForPath } from './support/browser.ts';
import { orderSummary } from './support/order-pages.ts';
import { type RunningServer, serverEntry, startServer } from './support/server-process.ts';

// One instant for the whole file: the browser's clock is held at it, and every date below is
// worked out from it, so the journey reads the same whatever day it runs.
const now = new Date();
const today = todayInIndia(now);
const lastDay = addDays(today, -1);
// The plan's weekdays: yesterday's (its last delivery) and those three and four days from now.
// Today and the next two days are none of them, so the renewed plan starts three days from now,
// always past the cut-off whatever the hour.
const weekdays = parseSelectedDays(
  [-1, 3, 4].map((n) => weekdayName(weekdayIndex(addDays(today, n)))),
).map(weekdayName);
const expectedStart = addDays(today, 3);
const customer = newCustomer();
// Issue 25 point 12: a second customer, half-way through a 21-day plan (every day, its last meal
// fifteen days away), who had a Weightloss trial before it.
const midCustomer = newCustomer();
const midStart = addDays(today, -5);
const midEnd = addDays(midStart, 20);
const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const browser = browserForFile();
let server: RunningServer | undefined;
let dataDir = '';
let subscriptionId = '';

/** The seven delivery dates on the plan's weekdays that end on `lastDay`. */
function pastDates(): { startDate: string; dates: string[] } {
  const dates: string[] = [];
  for (let day = lastDay; dates.length < 7; day = addDays(day, -1)) {
    if (weekdays.includes(weekdayName(weekdayIndex(day)))) dates.unshift(day);
  }
  const startDate = dates[0] as string;
  // The dates the server itself would have made for this start, weekdays and length.
  expect(generateDeliveryDates({ startDate, selectedDays: weekdays, days: 7 })).toEqual(dates);
  return { startDate, dates };
}

/** A customer with a completed 7-day High Protein Non-Veg dinner plan, COD, placed before it began. */
async function seed(dir: string): Promise<string> {
  const db = new PGlite(join(dir, 'pglite'));
  try {
    await migrate(drizzle(db), { migrationsFolder: join(serverEntry, '../../drizzle') });
    const { startDate, dates } = pastDates();
    const plan = findPlan('High Protein');
    if (!plan) throw new Error('no High Protein plan');
    const quote = quoteWithPrice({
      pricePerMeal: pricePerMeal(plan.id, 7, 'Non-Veg'),
      slot: 'Dinner',
      days: 7,
    });
    const placedAt = `${addDays(startDate, -3)}T10:00:00+05:30`;
    const closedAt = `${today}T00:05:00+05:30`;
    const { rows } = await db.query<{ id: string }>(
      `with u as (
         insert into users (name, email, phone, password_hash, created_at)
         values ($1, $2, $3, $4, $5::timestamptz) returning id
       ), s as (
         insert into subscriptions (user_id, plan_id, plan_name, slot, meal_option, duration_label,
           days, start_date, selected_days, delivery_dates, address, price_per_meal, total_meals,
           subtotal, discount, total_price, payment_mode, payment_status, status, created_at,
           confirmed_at)
         select u.id, $6, $7, 'Dinner', 'Non-Veg', $8, 7, $9::date, $10::text[], $11::date[],
           $12::jsonb, $13, $14, $15, 0, $15, 'COD', 'due', 'completed', $5::timestamptz,
           $5::timestamptz
         from u returning id, user_id
       ), t as (
         insert into transactions (subscription_id, user_id, amount, mode, status, gateway,
           created_at, updated_at)
         select s.id, s.user_id, $15, 'COD', 'due', 'cod', $5::timestamptz, $5::timestamptz from s
       ), d as (
         insert into deliveries (subscription_id, date, slot, status, plan_name, meal_option,
           updated_at)
         select s.id, day, 'Dinner', 'delivered', $7, 'Non-Veg', $16::timestamptz
         from s cross join unnest($11::date[]) as day
       )
       select id from s`,
      [
        customer.name,
        customer.email,
        customer.phone,
        await hashPassword(customer.password),
        placedAt,
        plan.id,
        plan.name,
        durationLabel(7),
        startDate,
        weekdays,
        dates,
        JSON.stringify(ODISHA_ADDRESS),
        quote.pricePerMeal,
        quote.totalMeals,
        quote.subtotal,
        closedAt,
      ],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('seeding stored no order');
    return id;
  } finally {
    await db.close();
  }
}

/**
 * A plan for `userId` as the server would have left it: its meals before today delivered, the
 * rest to come; completed when none are left.
 */
async function seedPlan(
  db: PGlite,
  userId: string,
  plan: { planId: string; days: number; start: string; trial: boolean },
) {
  const found = findPlan(plan.planId);
  if (!found) throw new Error(`no plan ${plan.planId}`);
  const dates = Array.from({ length: plan.days }, (_, i) => addDays(plan.start, i));
  const price = pricePerMeal(found.id, plan.days === 3 ? 3 : 21, 'Veg');
  const total = price * plan.days;
  const status = (dates.at(-1) as string) < today ? 'completed' : 'active';
  await db.query(
    `with s as (
       insert into subscriptions (user_id, plan_id, plan_name, slot, meal_option, duration_label,
         days, start_date, selected_days, delivery_dates, address, price_per_meal, total_meals,
         subtotal, discount, total_price, payment_mode, payment_status, status, is_trial,
         created_at, confirmed_at)
       values ($1::uuid, $2, $3, 'Lunch', 'Veg', $4, $5, $6::date, $7::text[], $8::date[], $9::jsonb,
         $10, $5, $11, 0, $11, 'COD', 'due', $12, $13, now(), now())
       returning id
     )
     insert into deliveries (subscription_id, date, slot, status, plan_name, meal_option)
     select s.id, day, 'Lunch', case when day < $14::date then 'delivered' else 'scheduled' end,
       $3, 'Veg'
     from s cross join unnest($8::date[]) as day`,
    [
      userId,
      found.id,
      found.name,
      durationLabel(plan.days as 3 | 21),
      plan.days,
      plan.start,
      everyDay,
      dates,
      JSON.stringify(ODISHA_ADDRESS),
      price,
      total,
      status,
      plan.trial,
      today,
    ],
  );
}

async function seedMidPlan(dir: string) {
  const db = new PGlite(join(dir, 'pglite'));
  try {
    const { rows } = await db.query<{ id: string }>(
      `insert into users (name, email, phone, password_hash) values ($1, $2, $3, $4) returning id`,
      [
        midCustomer.name,
        midCustomer.email,
        midCustomer.phone,
        await hashPassword(midCustomer.password),
      ],
    );
    const userId = rows[0]?.id;
    if (!userId) throw new Error('no customer');
    await seedPlan(db, userId, {
      planId: 'weightloss',
      days: 3,
      start: addDays(today, -12),
      trial: true,
    });
    await seedPlan(db, userId, { planId: 'high-protein', days: 21, start: midStart, trial: false });
  } finally {
    await db.close();
  }
}

async function api<T>(path: string, token: string | null, body?: object): Promise<T> {
  if (!server) throw new Error('no server');
  const res = await fetch(`${server.baseURL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

let signedIn: { token: string; user: Record<string, unknown> };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fitthali-renew-'));
  subscriptionId = await seed(dataDir);
  await seedMidPlan(dataDir);
  server = await startServer({ DATA_DIR: dataDir });
  signedIn = await api('/api/auth/login', null, {
    identifier: customer.email,
    password: customer.password,
  });
  // The address book entry the renewed order picks, saved as the customer would.
  await api('/api/user/address', signedIn.token, { address: ODISHA_ADDRESS });
}, 120_000);

afterAll(async () => {
  await server?.cleanup();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signedInPage(session = signedIn, size: BrowserContextOptions = {}): Promise<Page> {
  const page = await newPage(browser(), { ...size, baseURL: server?.baseURL });
  await page.clock.setFixedTime(now);
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    window.dispatchEvent(new Event('auth-changed'));
  }, session);
  return page;
}

/** The confirm page opened by Renew holds the plan's choices and starts after its last delivery. */
async function expectRenewedDraft(page: Page) {
  await waitForPath(page, '/subscribe-confirm');
  const start = page.getByLabel('First delivery on');
  await page.waitForFunction(
    (value) =>
      (document.querySelector('input[type="date"]') as HTMLInputElement | null)?.value === value,
    expectedStart,
  );
  expect(await start.inputValue()).toBe(expectedStart);
  expect(await page.getByRole('radio', { name: 'Non-Veg', exact: true }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: 'Dinner', exact: true }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: 'Custom', exact: true }).isChecked()).toBe(true);
  for (const day of weekdays) {
    expect(await page.getByRole('checkbox', { name: day, exact: true }).isChecked()).toBe(true);
  }
  expect(await page.getByRole('combobox', { name: 'Duration' }).inputValue()).toBe('7');
  const book = page.getByRole('region', { name: 'Delivery Address' });
  await book.getByRole('radio', { checked: true }).waitFor();
  expect(await book.locator('.address-item').filter({ hasText: '751001' }).count()).toBe(1);
}

describe('renewing a plan (issue 13 point 3)', () => {
  it("the plan's own page shows Completed and Renew, which opens the confirm page with its choices", async () => {
    const page = await signedInPage();
    await page.goto(`/profile/subscriptions/${subscriptionId}`);
    const head = page.locator('.deliveries-page__head');
    await head.getByRole('heading', { name: 'High Protein' }).waitFor();
    await head.getByText('Completed', { exact: true }).waitFor();
    await page.getByText('7 of 7 delivered').waitFor();
    await head.getByRole('button', { name: 'Renew High Protein' }).click();
    await expectRenewedDraft(page);
    await page.context().close();
  });

  it('a completed plan shows Completed and Renew on the profile; the confirm page opens with its choices after its last delivery, and the order is placed', async () => {
    const page = await signedInPage();
    await page.goto('/profile');

    const card = page.getByRole('article', { name: 'High Protein' });
    await card.getByText('Completed', { exact: true }).waitFor();
    await card.getByText(`7 of 7 meals delivered · ended ${formatIndiaDate(lastDay)}`).waitFor();
    await card.getByRole('button', { name: 'Renew High Protein' }).click();
    await expectRenewedDraft(page);

    await orderSummary(page).getByRole('button', { name: 'Confirm Order' }).click();
    await page.getByText('Order Confirmed').first().waitFor();
    await waitForPath(page, '/profile');

    const orders = await api<{
      user: { subscriptions: { _id: string; status: string; startDate: string; slot: string }[] };
    }>('/api/user/profile', signedIn.token);
    const renewed = orders.user.subscriptions.find((s) => s._id !== subscriptionId);
    expect(renewed).toMatchObject({ status: 'active', startDate: expectedStart, slot: 'Dinner' });
    await page.context().close();
  });
});

describe('renew is always offered (issue 25 point 12)', () => {
  it('a plan half-way through offers Renew, starting the day after its last meal; a past trial offers a full plan', async () => {
    const session = await api<typeof signedIn>('/api/auth/login', null, {
      identifier: midCustomer.email,
      password: midCustomer.password,
    });
    const page = await signedInPage(session, PHONE);
    await page.goto('/profile');

    // Fifteen days from its end, well before its last week, the running plan offers Renew.
    const running = page.getByRole('article', { name: 'High Protein' });
    await running.getByText('Active', { exact: true }).waitFor();
    const trial = page.getByRole('article', { name: 'Weightloss' });
    await trial
      .getByRole('button', { name: 'Continue Weightloss with a full plan' })
      .filter({ hasText: 'Continue with a full plan' })
      .waitFor();
    expect(
      await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY),
    ).toBeLessThanOrEqual(360);

    await running.getByRole('button', { name: 'Renew High Protein' }).click();
    await waitForPath(page, '/subscribe-confirm');
    // The first allowed day after its last delivery: every day, so the day after.
    await page.waitForFunction(
      (value) =>
        (document.querySelector('input[type="date"]') as HTMLInputElement | null)?.value === value,
      addDays(midEnd, 1),
    );
    expect(await page.getByRole('combobox', { name: 'Duration' }).inputValue()).toBe('21');
    await page.context().close();

    // The trial's offer opens a full plan of the same meals, 7 days a week.
    const again = await signedInPage(session, PHONE);
    await again.goto('/profile');
    await again
      .getByRole('article', { name: 'Weightloss' })
      .getByRole('button', { name: 'Continue Weightloss with a full plan' })
      .click();
    await waitForPath(again, '/subscribe-confirm');
    await again.getByRole('radio', { name: '7 days a week', exact: true }).waitFor();
    expect(await again.getByRole('combobox', { name: 'Duration' }).inputValue()).toBe('7');
    await again.context().close();
  });
});
