import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays } from '@fitthali/domain/dates';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../../src/db/schema/orders.ts';
import { closePastDays } from '../../../src/deliveries/close-past-days.ts';
import { migrationsDir } from '../../../src/paths.ts';
import { clockedTestApp, type DeliveryAnswer, india } from '../../helpers/clocked-app.ts';

// Issue 13 point 5 (decision 76): completed, paused until, the admin lists and the dashboard. The
// server's clock is the test's, set from each order's own dates, so nothing depends on today.
const t = clockedTestApp();

async function profileOrder(token: string, id: string) {
  const res = await t.call('GET', '/api/user/profile', token);
  expect(res.statusCode).toBe(200);
  return (res.json().user.subscriptions as { _id: string; status: string; state: string }[]).find(
    (s) => s._id === id,
  );
}

async function adminListIds(status?: string) {
  const query = status ? `?status=${status}&limit=200` : '?limit=200';
  const res = await t.call('GET', `/api/admin/subscriptions${query}`, t.admin);
  expect(res.statusCode).toBe(200);
  return res.json().subscriptions as { _id: string; status: string; state: string }[];
}

async function activeSubs() {
  const res = await t.call('GET', '/api/admin/dashboard', t.admin);
  expect(res.statusCode).toBe(200);
  return res.json().activeSubs as number;
}

describe('a plan whose last delivery is done is completed', () => {
  it('after the end-of-day close, everywhere it is read, and no longer counted as active', async () => {
    const order = await t.placeOrder({ days: 7, selectedDays: ['Monday', 'Wednesday', 'Friday'] });
    const last = order.deliveries.at(-1) as DeliveryAnswer;
    const before = await activeSubs();

    t.setNow(india(last.date, '22:00'));
    await closePastDays(t.app.db, t.app.now());
    expect((await profileOrder(order.token, order.id))?.status).toBe('active');

    t.setNow(india(addDays(last.date, 1), '00:20'));
    await closePastDays(t.app.db, t.app.now());
    expect(await profileOrder(order.token, order.id)).toMatchObject({
      status: 'completed',
      state: 'completed',
      endDate: last.date,
      pause: null,
      meals: { bought: 7, delivered: 7, remaining: 0 },
    });
    const detail = (await t.call('GET', `/api/user/subscriptions/${order.id}`, order.token)).json();
    expect(detail.subscription).toMatchObject({ status: 'completed', state: 'completed' });
    expect(await activeSubs()).toBe(before - 1);

    const completed = await adminListIds('completed');
    expect(completed.find((s) => s._id === order.id)).toMatchObject({ state: 'completed' });
    expect((await adminListIds('active')).some((s) => s._id === order.id)).toBe(false);

    // Nothing is left to change or cancel: the answers say why.
    const pause = await t.call('POST', `/api/user/subscriptions/${order.id}/pause`, order.token, {
      from: addDays(last.date, 3),
    });
    expect(pause.statusCode).toBe(409);
    const cancel = await t.call('PUT', `/api/admin/cancel-subscription/${order.id}`, t.admin);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({
      success: false,
      message: 'This subscription is completed: every meal has been delivered.',
    });
  });

  it('at once when the run sheet marks its last meal, delivered or missed', async () => {
    const order = await t.placeOrder();
    const last = order.deliveries.at(-1) as DeliveryAnswer;
    t.setNow(india(last.date, '14:30'));
    // Every day before the last is closed as delivered; the last is still to be marked.
    await closePastDays(t.app.db, t.app.now());
    expect((await profileOrder(order.token, order.id))?.status).toBe('active');
    const missed = await t.call('POST', `/api/admin/deliveries/${last._id}/missed`, t.admin, {
      reason: 'Nobody home',
    });
    expect(missed.statusCode).toBe(200);
    expect(await profileOrder(order.token, order.id)).toMatchObject({
      status: 'completed',
      meals: { bought: 7, delivered: 6, remaining: 0 },
    });
    // A mark can still be corrected on a completed plan.
    const fixed = await t.call('POST', `/api/admin/deliveries/${last._id}/delivered`, t.admin);
    expect(fixed.statusCode).toBe(200);
    expect((await profileOrder(order.token, order.id))?.status).toBe('completed');
  });

  it("when a slot's remaining meals are marked at once", async () => {
    const order = await t.placeOrder();
    const last = order.deliveries.at(-1) as DeliveryAnswer;
    t.setNow(india(last.date, '14:30'));
    await closePastDays(t.app.db, t.app.now());
    expect((await profileOrder(order.token, order.id))?.status).toBe('active');
    const res = await t.call('POST', '/api/admin/kitchen/delivered', t.admin, {
      date: last.date,
      slot: 'Lunch',
    });
    expect(res.statusCode).toBe(200);
    expect((await profileOrder(order.token, order.id))?.status).toBe('completed');
  });

  it('the migration completes the orders that finished before it', async () => {
    const order = await t.placeOrder();
    await t.app.db.execute(
      sql`update deliveries set status = 'delivered' where subscription_id = ${order.id}`,
    );
    const migration = await readFile(join(migrationsDir, '0012_completed_orders.sql'), 'utf8');
    await t.app.db.execute(sql.raw(migration));
    const [row] = await t.app.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, order.id));
    expect(row?.status).toBe('completed');
  });
});

describe('a plan inside a pause is paused until its end', () => {
  it('says until when, is listed and filtered as Paused, and still counts as active', async () => {
    const order = await t.placeOrder({ days: 7 });
    const [first, second, third] = order.deliveries as DeliveryAnswer[];
    if (!first || !second || !third) throw new Error('a 7 day order has 7 deliveries');
    t.setNow(india(addDays(first.date, -2), '09:00'));
    const before = await activeSubs();
    const pause = await t.call('POST', `/api/user/subscriptions/${order.id}/pause`, order.token, {
      from: second.date,
      until: third.date,
    });
    expect(pause.statusCode).toBe(200);

    // Before the pause starts the plan is active, with its pause ahead.
    expect(await profileOrder(order.token, order.id)).toMatchObject({
      status: 'active',
      state: 'active',
      pause: { from: second.date, until: third.date, openEnded: false },
    });

    t.setNow(india(second.date, '09:00'));
    expect(await profileOrder(order.token, order.id)).toMatchObject({
      status: 'active',
      state: 'paused',
      pause: { from: second.date, until: third.date },
      meals: { bought: 7, remaining: 7 },
    });
    expect(await activeSubs()).toBe(before);
    const paused = await adminListIds('paused');
    expect(paused.find((s) => s._id === order.id)).toMatchObject({
      status: 'active',
      state: 'paused',
      pause: { until: third.date },
    });
    expect((await adminListIds('active')).some((s) => s._id === order.id)).toBe(false);
    const all = await adminListIds();
    expect(all.find((s) => s._id === order.id)?.state).toBe('paused');

    const customer = (await t.call('GET', `/api/user/profile`, order.token)).json().user._id;
    const history = await t.call('GET', `/api/admin/user-subscriptions/${customer}`, t.admin);
    expect(history.json().subscriptions[0]).toMatchObject({ _id: order.id, state: 'paused' });
    // The Users list's orders say the same, with the stored status beside it.
    const usersOrder = async () => {
      const list = await t.call('GET', '/api/admin/users?limit=100', t.admin);
      expect(list.statusCode).toBe(200);
      const row = (
        list.json().users as { _id: string; orders: { _id: string; state: string }[] }[]
      ).find((u) => u._id === customer);
      return row?.orders.find((o) => o._id === order.id);
    };
    expect(await usersOrder()).toMatchObject({
      status: 'active',
      state: 'paused',
      pause: { from: second.date, until: third.date, openEnded: false },
    });

    // The day after it ends the plan is active again.
    t.setNow(india(addDays(third.date, 1), '09:00'));
    expect((await profileOrder(order.token, order.id))?.state).toBe('active');
    expect(await usersOrder()).toMatchObject({ status: 'active', state: 'active', pause: null });
    expect((await adminListIds('active')).some((s) => s._id === order.id)).toBe(true);
  });

  it('an open-ended pause reads as paused until resumed', async () => {
    const order = await t.placeOrder({ days: 7 });
    const [first, second] = order.deliveries as DeliveryAnswer[];
    if (!first || !second) throw new Error('a 7 day order has 7 deliveries');
    t.setNow(india(addDays(first.date, -2), '09:00'));
    const pause = await t.call('POST', `/api/user/subscriptions/${order.id}/pause`, order.token, {
      from: second.date,
    });
    expect(pause.statusCode).toBe(200);
    t.setNow(india(second.date, '09:00'));
    expect(await profileOrder(order.token, order.id)).toMatchObject({
      state: 'paused',
      pause: { from: second.date, openEnded: true },
    });
  });

  it('a new order reads as active with every meal still to come', async () => {
    const order = await t.placeOrder({ days: 21, slot: 'Lunch + Dinner' });
    expect(await profileOrder(order.token, order.id)).toMatchObject({
      status: 'active',
      state: 'active',
      pause: null,
      meals: { bought: 42, delivered: 0, remaining: 42 },
      endDate: order.deliveries.at(-1)?.date,
    });
  });

  it('the admin filter takes the states it shows, and refuses others', async () => {
    const res = await t.call('GET', '/api/admin/subscriptions?status=sleeping', t.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
