import { addDays } from '@fitthali/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries } from '../../../src/db/schema/deliveries.ts';
import { type OrderOptions, orderPayload, subscribe } from '../../factories/orders.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { clockedTestApp, type DeliveryAnswer, india } from '../../helpers/clocked-app.ts';

// The server's clock is the test's, set from the orders' own dates.
const t = clockedTestApp();

async function placeOrder(token: string, options: OrderOptions = {}) {
  const res = await subscribe(t.app, token, orderPayload(options));
  expect(res.statusCode).toBe(201);
  return res.json().subscriptionId as string;
}

async function deliveriesOf(token: string, id: string): Promise<DeliveryAnswer[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/subscriptions/${id}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().deliveries;
}

async function post(token: string, url: string, payload?: object) {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function books(token = t.admin) {
  return t.app.inject({
    method: 'GET',
    url: '/api/admin/delivery-books',
    headers: bearer(token),
  });
}

describe('GET /api/admin/delivery-books (issue 13: deliveries add up to meals sold)', () => {
  it('balances after skips, unskips, pauses, resumes and a cancel, and names a tampered order', async () => {
    const { token } = await signupUser(t.app);
    const both = await placeOrder(token, { slot: 'Lunch + Dinner', days: 7 });
    const lunch = await placeOrder(token, { days: 7 });
    const cancelled = await placeOrder(token, { days: 7 });
    // Unpaid, so it owes no meals yet and is not in the books.
    await subscribe(t.app, token, orderPayload({ paymentMode: 'Online' }));

    const rows = await deliveriesOf(token, both);
    const first = rows[0] as DeliveryAnswer;
    t.setNow(india(addDays(first.date, -2), '09:00'));
    const [l1, d1, l2] = rows;
    await post(token, `/api/user/deliveries/${l1?._id}/skip`);
    await post(token, `/api/user/deliveries/${d1?._id}/skip`);
    await post(token, `/api/user/deliveries/${l2?._id}/skip`);
    await post(token, `/api/user/deliveries/${l1?._id}/unskip`);

    const lunchRows = await deliveriesOf(token, lunch);
    await post(token, `/api/user/subscriptions/${lunch}/pause`, {
      from: lunchRows[1]?.date,
      until: lunchRows[3]?.date,
    });
    await post(token, `/api/user/subscriptions/${lunch}/resume`);
    await post(token, `/api/user/subscriptions/${lunch}/pause`, { from: lunchRows[4]?.date });

    const cancelledRows = await deliveriesOf(token, cancelled);
    await post(token, `/api/user/deliveries/${cancelledRows[2]?._id}/skip`);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/cancel-subscription/${cancelled}`,
      headers: bearer(t.admin),
    });
    expect(cancel.statusCode).toBe(200);

    const res = await books();
    expect(res.statusCode).toBe(200);
    const balanced = res.json();
    expect(balanced).toMatchObject({
      success: true,
      ok: true,
      orders: 3,
      mealsSold: 14 + 7 + 7,
      unbalancedOrders: 0,
      duplicates: 0,
      examples: [],
    });
    const { scheduled, skipped, delivered, missed, cancelled: gone } = balanced.byStatus;
    expect(scheduled + delivered + missed + gone).toBe(balanced.mealsSold);
    // Two skips on the first order, the open pause's three days, one skip before the cancel.
    expect(skipped).toBe(2 + 3 + 1);
    expect(balanced.makeups).toBe(skipped);

    // A meal marked skipped behind the rules' back has no makeup: the order no longer adds up.
    await t.app.db
      .update(deliveries)
      .set({ status: 'skipped' })
      .where(and(eq(deliveries.subscriptionId, both), eq(deliveries.id, rows.at(-1)?._id ?? '')));
    const tampered = (await books()).json();
    expect(tampered).toMatchObject({ ok: false, unbalancedOrders: 1 });
    expect(tampered.examples).toEqual([
      { subscriptionId: both, mealsSold: 14, notSkipped: 13, skipped: 3, makeups: 2 },
    ]);

    // A lost makeup unbalances its order too.
    await t.app.db.execute(
      sql`delete from deliveries where id = (
        select id from deliveries where subscription_id = ${lunch} and makeup limit 1)`,
    );
    expect((await books()).json()).toMatchObject({ ok: false, unbalancedOrders: 2 });
  });

  it('is for admins only', async () => {
    const { token } = await signupUser(t.app);
    expect((await books(token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/delivery-books' })).statusCode,
    ).toBe(401);
  });
});
