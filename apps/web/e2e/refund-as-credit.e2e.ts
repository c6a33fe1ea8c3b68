// Issue 14 point 5: a refund the gateway kept failing is issued as meal credit instead, from the
// admin's Failed refunds list, and then reads "Issued as meal credit" on the order's page.
//
// The built-in test gateway never fails a refund, so this file runs a server of its own on a
// database it seeds first (as the cash journey does): an online order paid ₹1,743 whose whole
// refund failed after every attempt.

import type { PGlite } from '@electric-sql/pglite';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { orderNumber } from '@fitthali/domain/order-number';
import { REFUND_MSG } from '@fitthali/domain/refund-messages';
import { describe, expect, it } from 'vitest';
import { ODISHA_ADDRESS } from '../../server/test/factories/order-payload.ts';
import { seriousViolations } from './support/axe.ts';
import { seededServer } from './support/seeded-server.ts';

const TOTAL = 1743;
let orderId = '';

async function seed(db: PGlite) {
  const today = todayInIndia();
  const dates = Array.from({ length: 7 }, (_, i) => addDays(today, i + 2));
  const result = await db.query<{ id: string }>(
    `with u as (
       insert into users (name, email, phone) values ('Credit Devi', 'credit1@example.in', '9830000001')
       returning id
     ), s as (
       insert into subscriptions (user_id, plan_id, plan_name, slot, meal_option, duration_label,
         days, start_date, selected_days, delivery_dates, address, price_per_meal, total_meals,
         subtotal, total_price, payment_mode, payment_status, status, confirmed_at)
       select u.id, 'high-protein', 'High Protein', 'Lunch', 'Veg', '7 Days', 7, $1::date,
         array['Monday'], $4::date[], $2::jsonb, 249, 7, $3, $3, 'Online', 'paid', 'active', now()
       from u returning id, user_id
     ), t as (
       insert into transactions (subscription_id, user_id, amount, mode, status, gateway)
       select s.id, s.user_id, $3, 'Online', 'paid', 'test' from s returning id, subscription_id, user_id
     ), r as (
       insert into refunds (subscription_id, transaction_id, user_id, amount, status, gateway,
         attempts, last_error, reason, actor, idempotency_key)
       select t.subscription_id, t.id, t.user_id, $3, 'failed', 'test', 5, 'Bank account closed',
         'Kitchen closed for the week', 'admin', 'seeded-failed-refund' from t
     )
     select id from s`,
    [dates[0], JSON.stringify(ODISHA_ADDRESS), TOTAL, dates],
  );
  orderId = result.rows[0]?.id ?? '';
  if (!orderId) throw new Error('order not seeded');
  for (const date of dates) {
    await db.query(
      `insert into deliveries (subscription_id, date, slot, status, plan_name, meal_option)
       values ($1, $2::date, 'Lunch', 'scheduled', 'High Protein', 'Veg')`,
      [orderId, date],
    );
  }
}

const own = seededServer('refund-credit', seed);

describe('issue a failed refund as credit instead', () => {
  it('from the Failed refunds list, once, and the order page then reads credited', async () => {
    const page = await own.adminPage('/admin/refunds');
    await page.getByRole('heading', { level: 1, name: 'Failed refunds' }).waitFor();
    const number = orderNumber(orderId);
    await page
      .getByRole('button', {
        name: `Issue the refund of ₹1,743 for ${number} as meal credit instead`,
      })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Issue as meal credit' });
    await confirm.getByText(/meal credits worth ₹1,743/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Issue as credit' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`${REFUND_MSG.refundCredited} 7 meal credits for ${number}.`)
      .waitFor();
    await page.getByText('No failed refunds.').waitFor();
    expect(
      await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY),
    ).toBeLessThanOrEqual(360);

    await page.goto(`/admin/subscriptions/${orderId}`);
    const refunds = page.getByRole('region', { name: /^Refunds/ });
    await refunds.getByText('Issued as meal credit').waitFor();
    expect(await refunds.getByRole('button', { name: /as meal credit instead/ }).count()).toBe(0);

    const books = await own.api<{
      ok: boolean;
      credits: { live: { meals: number; value: number } };
    }>('/api/admin/books', await own.adminToken());
    expect(books).toMatchObject({ ok: true, credits: { live: { meals: 7, value: TOTAL } } });
    await page.context().close();
  });
});
