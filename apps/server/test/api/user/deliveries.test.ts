import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays } from '@fitthali/domain/dates';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, orderEvents } from '../../../src/db/schema/deliveries.ts';
import { closePastDays } from '../../../src/deliveries/close-past-days.ts';
import { migrationsDir } from '../../../src/paths.ts';
import { type OrderOptions, orderPayload, subscribe } from '../../factories/orders.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { clockedTestApp, type DeliveryAnswer, india } from '../../helpers/clocked-app.ts';

// The server's clock is the test's: each test sets it from its own order's dates, so nothing
// here depends on today's date.
const t = clockedTestApp();

async function placeOrder(token: string, options: OrderOptions = {}) {
  const res = await subscribe(t.app, token, orderPayload(options));
  expect(res.statusCode).toBe(201);
  return res.json().subscriptionId as string;
}

async function detail(token: string, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/subscriptions/${id}`,
    headers: bearer(token),
  });
  return res;
}

async function deliveriesOf(token: string, id: string): Promise<DeliveryAnswer[]> {
  const res = await detail(token, id);
  expect(res.statusCode).toBe(200);
  return res.json().deliveries;
}

function post(token: string, url: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

async function kitchenCount(date: string, slot: 'Lunch' | 'Dinner') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/kitchen?date=${date}&slot=${slot}`,
    headers: bearer(t.admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json().totalMeals as number;
}

describe('deliveries as records (issue 13 point 1)', () => {
  it('a COD order owes one delivery per date and meal, with the moment changes close', async () => {
    const { token } = await signupUser(t.app);
    const id = await placeOrder(token, { slot: 'Lunch + Dinner', days: 7 });
    const res = await detail(token, id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.deliveries).toHaveLength(14);
    const first = body.deliveries[0] as DeliveryAnswer;
    expect(first).toMatchObject({ slot: 'Lunch', status: 'scheduled', makeup: false });
    expect(first.changeUntil).toBe(new Date(india(addDays(first.date, -1), '12:30')).toISOString());
    expect(body.subscription).toMatchObject({
      _id: id,
      state: 'active',
      endDate: body.subscription.deliveryDates.at(-1),
      pause: null,
    });
  });

  it('an online order owes nothing until it is paid', async () => {
    const { token } = await signupUser(t.app);
    const res = await subscribe(t.app, token, orderPayload({ paymentMode: 'Online' }));
    const id = res.json().subscriptionId as string;
    expect(await deliveriesOf(token, id)).toEqual([]);
    const paid = await post(token, '/api/payments/test/complete', { subscriptionId: id });
    expect(paid.statusCode).toBe(200);
    expect(await deliveriesOf(token, id)).toHaveLength(7);
  });

  it('only the owner sees an order or touches its deliveries: anyone else gets 404', async () => {
    const a = await signupUser(t.app);
    const b = await signupUser(t.app);
    const id = await placeOrder(a.token);
    const [first] = await deliveriesOf(a.token, id);
    t.setNow(india(addDays(first?.date ?? '', -2), '09:00'));
    expect((await detail(b.token, id)).statusCode).toBe(404);
    const skip = await post(b.token, `/api/user/deliveries/${first?._id}/skip`);
    expect(skip.statusCode).toBe(404);
    expect(skip.json()).toEqual({ success: false, message: 'We could not find that delivery.' });
    expect(
      (await post(b.token, `/api/user/subscriptions/${id}/pause`, { from: first?.date }))
        .statusCode,
    ).toBe(404);
    expect((await detail(a.token, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('the migration gives every confirmed order its deliveries from its dates', async () => {
    const { token } = await signupUser(t.app);
    const live = await placeOrder(token);
    const cancelled = await placeOrder(token);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/cancel-subscription/${cancelled}`,
      headers: bearer(t.admin),
    });
    expect(cancel.statusCode).toBe(200);
    await t.app.db.execute(sql`delete from deliveries`);
    const migration = await readFile(join(migrationsDir, '0009_deliveries.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    await t.app.db.execute(sql.raw(backfill));
    const rows = await t.app.db
      .select({ id: deliveries.subscriptionId, status: deliveries.status })
      .from(deliveries)
      .where(sql`${deliveries.subscriptionId} in (${live}, ${cancelled})`);
    expect(rows.filter((r) => r.id === live).map((r) => r.status)).toEqual(
      Array(7).fill('scheduled'),
    );
    expect(rows.filter((r) => r.id === cancelled).map((r) => r.status)).toEqual(
      Array(7).fill('cancelled'),
    );
  });
});

describe('skip and unskip before the cut-off (issue 13 point 3)', () => {
  it('skipping moves the meal to the end, drops it from the kitchen sheet, and unskip undoes it', async () => {
    const { token } = await signupUser(t.app);
    const id = await placeOrder(token, { days: 7 });
    const before = await deliveriesOf(token, id);
    const second = before[1] as DeliveryAnswer;
    const last = before.at(-1) as DeliveryAnswer;
    t.setNow(india(addDays(second.date, -1), '12:29'));
    const kitchenBefore = await kitchenCount(second.date, 'Lunch');

    const skip = await post(token, `/api/user/deliveries/${second._id}/skip`);
    expect(skip.statusCode).toBe(200);
    expect(skip.json()).toMatchObject({
      success: true,
      delivery: { _id: second._id, status: 'skipped' },
      endDate: addDays(last.date, 1),
    });
    expect(await kitchenCount(second.date, 'Lunch')).toBe(kitchenBefore - 1);
    const after = await detail(token, id);
    expect(after.json().subscription.deliveryDates).not.toContain(second.date);
    expect(after.json().subscription.deliveryDates.at(-1)).toBe(addDays(last.date, 1));

    const again = await post(token, `/api/user/deliveries/${second._id}/skip`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a scheduled delivery can be skipped.');

    const unskip = await post(token, `/api/user/deliveries/${second._id}/unskip`);
    expect(unskip.statusCode).toBe(200);
    expect(unskip.json()).toMatchObject({
      delivery: { status: 'scheduled' },
      endDate: last.date,
    });
    expect(await kitchenCount(second.date, 'Lunch')).toBe(kitchenBefore);
    const events = await t.app.db
      .select({ action: orderEvents.action, actor: orderEvents.actor })
      .from(orderEvents)
      .where(eq(orderEvents.subscriptionId, id));
    expect(events).toEqual([
      { action: 'skip', actor: 'customer' },
      { action: 'unskip', actor: 'customer' },
    ]);
  });

  it('after the cut-off the skip is refused with the sentence the screen shows', async () => {
    const { token } = await signupUser(t.app);
    const id = await placeOrder(token);
    const [first] = await deliveriesOf(token, id);
    t.setNow(india(addDays(first?.date ?? '', -1), '12:30'));
    const skip = await post(token, `/api/user/deliveries/${first?._id}/skip`);
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toMatch(/^Changes to this delivery closed on .+, 12:30 pm\.$/);
  });

  it('two skips of one delivery at once: one wins, the other is told, one makeup is added', async () => {
    const { token } = await signupUser(t.app);
    const id = await placeOrder(token);
    const [first] = await deliveriesOf(token, id);
    t.setNow(india(addDays(first?.date ?? '', -2), '09:00'));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(token, `/api/user/deliveries/${first?._id}/skip`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await deliveriesOf(token, id);
    expect(rows.filter((r) => r.status === 'skipped')).toHaveLength(1);
    expect(rows.filter((r) => r.makeup)).toHaveLength(1);
    expect(rows.filter((r) => r.status !== 'skipped')).toHaveLength(7);
  });

  it('a skip racing an admin cancel ends with nothing left to cook and no meal lost', async () => {
    const { token } = await signupUser(t.app);
    const id = await placeOrder(token);
    const [first] = await deliveriesOf(token, id);
    t.setNow(india(addDays(first?.date ?? '', -2), '09:00'));
    const [skip, cancel] = await Promise.all([
      post(token, `/api/user/deliveries/${first?._id}/skip`),
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/cancel-subscription/${id}`,
        headers: bearer(t.admin),
      }),
    ]);
    expect(cancel.statusCode).toBe(200);
    expect([200, 409]).toContain(skip.statusCode);
    const rows = await deliveriesOf(token, id);
    expect(rows.filter((r) => r.status === 'scheduled')).toEqual([]);
    expect(rows.filter((r) => r.status !== 'skipped')).toHaveLength(7);
  });
});

describe('pause and resume (issue 13 point 3)', () => {
  it('pauses a range, refuses an overlapping pause, and resumes', async () => {
    const { token } = await signupUser(t.app);
    const id = await placeOrder(token, { days: 7 });
    const rows = await deliveriesOf(token, id);
    const [first, second, third] = rows;
    const last = rows.at(-1) as DeliveryAnswer;
    t.setNow(india(addDays(first?.date ?? '', -2), '09:00'));

    const pause = await post(token, `/api/user/subscriptions/${id}/pause`, {
      from: second?.date,
      until: third?.date,
    });
    expect(pause.statusCode).toBe(200);
    const paused = pause.json();
    expect(paused.subscription).toMatchObject({
      pause: { from: second?.date, until: third?.date, openEnded: false },
      endDate: addDays(last.date, 2),
    });
    expect(
      paused.deliveries
        .filter((d: DeliveryAnswer) => d.status === 'skipped')
        .map((d: DeliveryAnswer) => d.date),
    ).toEqual([second?.date, third?.date]);

    const overlap = await post(token, `/api/user/subscriptions/${id}/pause`, {
      from: third?.date,
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(
      'Your plan already has a pause in those dates. Resume it or choose other dates.',
    );
    // A paused meal comes back by resuming, not by unskipping.
    const skipped = paused.deliveries.find((d: DeliveryAnswer) => d.date === second?.date);
    expect((await post(token, `/api/user/deliveries/${skipped._id}/unskip`)).statusCode).toBe(409);

    const resume = await post(token, `/api/user/subscriptions/${id}/resume`);
    expect(resume.statusCode).toBe(200);
    expect(resume.json().subscription).toMatchObject({ pause: null, endDate: last.date });
    expect((await post(token, `/api/user/subscriptions/${id}/resume`)).statusCode).toBe(409);
  });

  it('refuses a pause that starts inside the cut-off or has bad dates', async () => {
    const { token } = await signupUser(t.app);
    const id = await placeOrder(token);
    const [first] = await deliveriesOf(token, id);
    t.setNow(india(addDays(first?.date ?? '', -1), '13:00'));
    const soon = await post(token, `/api/user/subscriptions/${id}/pause`, { from: first?.date });
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toMatch(/^A pause can start on .+ at the earliest\.$/);
    const bad = await post(token, `/api/user/subscriptions/${id}/pause`, { from: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose the days of the pause as calendar dates.');
  });
});

describe('delivery settings (issue 13 point 2)', () => {
  const slots = [
    { slot: 'Lunch', start: '12:30', end: '14:00', cutoffHours: 24 },
    { slot: 'Dinner', start: '19:30', end: '21:00', cutoffHours: 24 },
  ];

  it('are public to read, admin-only to change, and move every cut-off', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/delivery-settings' });
    expect(read.json()).toEqual({ success: true, slots, extensionLimitDays: 60 });

    const { token } = await signupUser(t.app);
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-settings',
      headers: bearer(token),
      payload: { slots },
    });
    expect([401, 403]).toContain(denied.statusCode);

    const id = await placeOrder(token);
    const longer = [{ ...slots[0], cutoffHours: 48 }, slots[1]];
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-settings',
      headers: bearer(t.admin),
      payload: { slots: [...longer].reverse() },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ success: true, slots: longer, extensionLimitDays: 60 });
    const [first] = await deliveriesOf(token, id);
    expect(first?.changeUntil).toBe(india(addDays(first?.date ?? '', -2), '12:30').toISOString());

    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-settings',
      headers: bearer(t.admin),
      payload: { slots },
    });
  });

  it('refuse a window that ends before it starts, a missing slot, or a silly cut-off', async () => {
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/delivery-settings',
        headers: bearer(t.admin),
        payload,
      });
    const backwards = await put({ slots: [{ ...slots[0], end: '12:00' }, slots[1]] });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('A delivery window must end after it starts.');
    const one = await put({ slots: [slots[0]] });
    expect(one.json().message).toBe('Give the settings for Lunch and for Dinner, once each.');
    const silly = await put({ slots: [{ ...slots[0], cutoffHours: -1 }, slots[1]] });
    expect(silly.statusCode).toBe(400);
    const after = await t.app.inject({ method: 'GET', url: '/api/delivery-settings' });
    expect(after.json().slots).toEqual(slots);
  });
});

describe('the kitchen and the end of the day (issue 13 point 6)', () => {
  it('the sheet is provisional until the slot’s cut-off and final after it', async () => {
    const { token } = await signupUser(t.app);
    const id = await placeOrder(token);
    const [first] = await deliveriesOf(token, id);
    const date = first?.date ?? '';
    const sheet = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/kitchen?date=${date}&slot=Lunch`,
          headers: bearer(t.admin),
        })
      ).json();
    t.setNow(india(addDays(date, -1), '12:29'));
    expect(await sheet()).toMatchObject({
      final: false,
      changesCloseAt: india(addDays(date, -1), '12:30').toISOString(),
    });
    t.setNow(india(addDays(date, -1), '12:30'));
    expect((await sheet()).final).toBe(true);
  });

  it('meals of days gone by that nobody marked missed count as delivered', async () => {
    const { token } = await signupUser(t.app);
    const id = await placeOrder(token, { days: 7 });
    const rows = await deliveriesOf(token, id);
    const third = rows[2] as DeliveryAnswer;
    // The morning of the third day: the first two days are over, the third is not.
    await closePastDays(t.app.db, india(third.date, '09:00'));
    const after = await deliveriesOf(token, id);
    expect(after.map((r) => r.status).slice(0, 4)).toEqual([
      'delivered',
      'delivered',
      'scheduled',
      'scheduled',
    ]);
    // Running it again changes nothing more.
    await closePastDays(t.app.db, india(third.date, '09:00'));
    expect((await deliveriesOf(token, id)).map((r) => r.status)).toEqual(
      after.map((r) => r.status),
    );
  });
});

describe('the books of meals', () => {
  it('deliveries not skipped equal the meals sold, and skipped equal makeups', async () => {
    const rows = await t.app.db.execute(sql`
      select
        (select coalesce(sum(total_meals), 0) from subscriptions s
          where s.confirmed_at is not null and exists (
            select 1 from deliveries d where d.subscription_id = s.id)) as sold,
        (select count(*) from deliveries where status <> 'skipped') as owed,
        (select count(*) from deliveries where status = 'skipped') as skipped,
        (select count(*) from deliveries where makeup) as makeups`);
    const [books] = (rows as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(Number(books?.sold)).toBeGreaterThan(0);
    expect(Number(books?.owed)).toBe(Number(books?.sold));
    expect(Number(books?.skipped)).toBe(Number(books?.makeups));
  });
});
