// Issue 25 points 1 and 2: deleting an account is not a cheaper way to cancel. The dialog states,
// to the rupee, what the server will do (a started plan ends by the cancellation rule: no money,
// its meals become credits; every credit is forfeited with the account), asks for the password,
// and the deletion then does exactly that.
//
// A started plan needs deliveries in the past, which a journey cannot make on the shared server,
// so this file seeds its own: a customer whose 5-lunch plan (₹249 a meal, ₹1,245 paid online)
// started yesterday, and who holds three meal credits (₹249, ₹249, ₹175).

import type { PGlite } from '@electric-sql/pglite';
import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { MSG } from '@fitthali/domain/messages';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password.ts';
import { ODISHA_ADDRESS } from '../../server/test/factories/order-payload.ts';
import { signInPage } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { waitForPath } from './support/browser.ts';
import { seededServer } from './support/seeded-server.ts';

const PASSWORD = 'leaving-pass-1';
const CUSTOMER = { name: 'Leaving Lata', email: 'leaving.lata@example.in', phone: '9840000001' };
const HELD = [249, 249, 175];

async function seed(db: PGlite) {
  const today = todayInIndia();
  const dates = [
    addDays(today, -1),
    today,
    addDays(today, 2),
    addDays(today, 3),
    addDays(today, 4),
  ];
  const result = await db.query<{ id: string; user_id: string }>(
    `with u as (
       insert into users (name, email, phone, password_hash) values ($1, $2, $3, $4) returning id
     ), s as (
       insert into subscriptions (user_id, plan_id, plan_name, slot, meal_option, duration_label,
         days, start_date, selected_days, delivery_dates, address, price_per_meal, total_meals,
         subtotal, total_price, payment_mode, payment_status, status, confirmed_at)
       select u.id, 'high-protein', 'High Protein', 'Lunch', 'Veg', '5 Days', 5, $5::date,
         array['Monday'], $6::date[], $7::jsonb, 249, 5, 1245, 1245, 'Online', 'paid', 'active', now()
       from u returning id, user_id
     ), t as (
       insert into transactions (subscription_id, user_id, amount, mode, status, gateway)
       select s.id, s.user_id, 1245, 'Online', 'paid', 'test' from s
     )
     select id, user_id from s`,
    [
      CUSTOMER.name,
      CUSTOMER.email,
      CUSTOMER.phone,
      await hashPassword(PASSWORD),
      dates[0],
      dates,
      JSON.stringify(ODISHA_ADDRESS),
    ],
  );
  const order = result.rows[0];
  if (!order) throw new Error('order not seeded');
  for (const date of dates) {
    await db.query(
      `insert into deliveries (subscription_id, date, slot, status, plan_name, meal_option)
       values ($1, $2::date, 'Lunch', $3, 'High Protein', 'Veg')`,
      [order.id, date, date < today ? 'delivered' : 'scheduled'],
    );
  }
  for (const value of HELD) {
    await db.query(
      `insert into credit_entries (user_id, kind, meals, value, reason, actor, expires_at)
       values ($1, 'earned', 1, $2, 'Missed meal: credited', 'system', now() + interval '60 days')`,
      [order.user_id, value],
    );
  }
}

const own = seededServer('account-deletion', seed);

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

describe('deleting an account with a started plan and meal credits (issue 25 points 1 and 2)', () => {
  it('states the credits forfeited to the rupee at 360 px, asks for the password, then does exactly that', async () => {
    const session = await own.api<{ token: string; user: Record<string, unknown> }>(
      '/api/auth/login',
      undefined,
      post({ identifier: CUSTOMER.email, password: PASSWORD }),
    );
    const preview = await own.api<{ closing: { lines: string[] } }>(
      '/api/user/delete/preview',
      session.token,
    );
    // The started plan: 1 delivered, today's lunch past its cut-off, 3 cancelled into credits of
    // ₹249; with the ₹673 held, 6 credits worth ₹1,420 go with the account, and no money.
    const lines = [
      'Your active plan ends: 3 meals are cancelled. 1 meal already being prepared is still delivered.',
      'Plans already started (and trials) are not refunded in money, as our refund policy says.',
      '₹1,420 of meal credits (6 meals) are forfeited: credits cannot be paid out or used without an account.',
      'This includes ₹747 (3 meals) that ending your plans gives as meal credits under our refund policy.',
    ];
    expect(preview.closing.lines).toEqual(lines);

    const page = await own.page();
    await signInPage(page, session);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete account' });
    for (const line of lines) await dialog.getByText(line, { exact: true }).waitFor();
    expect(
      await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY),
    ).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);

    // No password, then a wrong one: refused in the dialog, which stays open; nothing is deleted.
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await confirm.click();
    await dialog.getByText(ACCOUNT_MSG.deletePasswordRequired).waitFor();
    const password = dialog.getByLabel('Your password', { exact: true });
    await password.fill('not-my-password');
    await confirm.click();
    await dialog.getByText(ACCOUNT_MSG.deletePasswordWrong).waitFor();
    expect(
      (await own.api<{ closing: { lines: string[] } }>('/api/user/delete/preview', session.token))
        .closing.lines,
    ).toEqual(lines);

    await password.fill(PASSWORD);
    await confirm.click();
    await page.getByText(MSG.accountDeleted, { exact: true }).waitFor();
    await waitForPath(page, '/signup');

    // What happened is what was said: no refund, six credits worth ₹1,420 forfeited, books balanced.
    const books = await own.api<{
      ok: boolean;
      money: { refundsProcessed: number };
      credits: { forfeitedOnDeletion: { meals: number; value: number } };
    }>('/api/admin/books', await own.adminToken());
    expect(books.ok).toBe(true);
    expect(books.money.refundsProcessed).toBe(0);
    expect(books.credits.forfeitedOnDeletion).toEqual({ meals: 6, value: 1420 });
    await page.context().close();
  });
});
