import { CASH_MSG } from '@fitthali/domain/cash-messages';
import { addDays, todayInIndia, weekdayIndex } from '@fitthali/domain/dates';
import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import { orderNumber } from '@fitthali/domain/order-number';
import { weekdayName } from '@fitthali/domain/weekdays';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../../../src/admin/create-admin.ts';
import { collections } from '../../../src/db/schema/collections.ts';
import { orderEvents } from '../../../src/db/schema/deliveries.ts';
import { subscriptions } from '../../../src/db/schema/orders.ts';
import { adminToken } from '../../factories/admin.ts';
import type { OrderOptions } from '../../factories/orders.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { clockedTestApp, india, orderAtClock } from '../../helpers/clocked-app.ts';

// Issue 25 points 8 and 9: one stop per door with one "Cash collected" for its COD orders, the
// sheet opening on the slot now, and every mark judged on the server's clock. Each test has a
// date and a door of its own, and sets the server's clock from them.
const t = clockedTestApp();

interface Row {
  deliveryId: string;
  subscriptionId: string;
  orderNumber: string;
  door: string;
  customer: string;
  status: string;
  cash: { amountDue: number | null; collected: { amount: number } | null } | null;
}

const door = (pin: string, at: string) => ({
  at,
  po: 'Saheed Nagar',
  dist: 'Khordha',
  pin,
  lat: null,
  lng: null,
});

/**
 * An order placed four days before `date` (past no cut-off), starting on it, on its weekday only:
 * the tests' dates are a few days apart, so no order reaches another test's sheet.
 */
async function orderOn(date: string, options: OrderOptions & { name?: string } = {}) {
  t.setNow(india(addDays(date, -4), '09:00'));
  const customer = await signupUser(t.app, options.name ? { name: options.name } : {});
  const { name: _, ...choices } = options;
  const order = await orderAtClock(t, customer.token, {
    startDate: date,
    days: 7,
    selectedDays: [weekdayName(weekdayIndex(date))],
    ...choices,
    ...(choices.paymentMode === 'Online' ? { pay: india(addDays(date, -4), '09:05') } : {}),
  });
  return { ...order, token: customer.token };
}

function post(url: string, payload?: object, token = t.admin) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

async function sheet(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/kitchen${query}`,
    headers: bearer(t.admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function rowsOf(date: string, ids: string[]): Promise<Row[]> {
  const body = await sheet(`?date=${date}&slot=Lunch`);
  return (body.deliveries as Row[]).filter((row) => ids.includes(row.subscriptionId));
}

async function collectionsOf(ids: string[]) {
  return t.app.db.select().from(collections).where(inArray(collections.subscriptionId, ids));
}

async function cashEventsOf(ids: string[]) {
  const events = await t.app.db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.subscriptionId, ids));
  return events.filter((e) => e.action === 'cash_collected');
}

describe('one stop per door (issue 25 point 8)', () => {
  it("names each meal's door, so two orders at one door share it and its neighbours do not", async () => {
    const date = addDays(todayInIndia(), 31);
    const home = door('751041', 'House 7, Lane 2');
    const a = await orderOn(date, { address: home });
    // The same door written with other spacing and case is the same door.
    const b = await orderOn(date, { address: { ...home, at: '  house 7, lane 2 ' } });
    const c = await orderOn(date, { address: door('751041', 'House 8, Lane 2') });
    const rows = await rowsOf(date, [a.id, b.id, c.id]);
    const byOrder = Object.fromEntries(rows.map((row) => [row.subscriptionId, row]));
    expect(byOrder[a.id]?.door).toBe(byOrder[b.id]?.door);
    expect(byOrder[a.id]?.door).not.toBe(byOrder[c.id]?.door);
    expect(byOrder[a.id]?.orderNumber).toBe(orderNumber(a.id));
  });

  it('never splits a door between pages', async () => {
    const date = addDays(todayInIndia(), 32);
    const orders = [];
    for (let i = 0; i < 3; i += 1)
      orders.push(await orderOn(date, { address: door('751042', 'Flat 1') }));
    orders.push(await orderOn(date, { address: door('751043', 'Flat 2') }));
    const first = await sheet(`?date=${date}&slot=Lunch&limit=2`);
    // Asked for two, the page runs on to the door's third meal, and says more follows.
    expect(first.deliveries).toHaveLength(3);
    expect(new Set(first.deliveries.map((row: Row) => row.door)).size).toBe(1);
    expect(first.nextCursor).not.toBeNull();
    const rest = await sheet(`?date=${date}&slot=Lunch&limit=2&after=${first.nextCursor}`);
    expect(rest.deliveries.map((row: Row) => row.subscriptionId)).toEqual([orders[3]?.id]);
    expect(rest.nextCursor).toBeNull();
  });

  it("records a door's cash in one tap: each COD order once, idempotent, paid online untouched", async () => {
    const date = addDays(todayInIndia(), 33);
    const home = door('751044', 'Plot 3, Temple Road');
    const a = await orderOn(date, { address: home, name: 'Door Asha' });
    const b = await orderOn(date, { address: home, name: 'Door Asha', mealOption: 'Non-Veg' });
    const online = await orderOn(date, { address: home, paymentMode: 'Online' });
    const ids = [a.id, b.id, online.id];
    t.setNow(india(date, '13:00'));
    const rows = await rowsOf(date, ids);
    expect(rows).toHaveLength(3);
    const due = rows.filter((row) => row.cash?.amountDue);
    expect(due.map((row) => row.subscriptionId).sort()).toEqual([a.id, b.id].sort());
    const total = due.reduce((sum, row) => sum + (row.cash?.amountDue ?? 0), 0);
    expect(total).toBe(a.total + b.total);

    const deliveryIds = due.map((row) => row.deliveryId);
    const once = await post('/api/admin/deliveries/cash', { deliveryIds, amount: 1 });
    expect(once.statusCode, once.body).toBe(200);
    expect(once.json()).toMatchObject({ success: true, created: 2 });
    expect(
      once
        .json()
        .collections.map((c: { amount: number }) => c.amount)
        .sort((x: number, y: number) => x - y),
    ).toEqual([a.total, b.total].sort((x, y) => x - y));

    // A retry (a rider's second tap, a lost answer) records nothing new.
    const again = await post('/api/admin/deliveries/cash', {
      deliveryIds: [...deliveryIds].reverse(),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().created).toBe(0);
    expect((await collectionsOf(ids)).map((c) => c.subscriptionId).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(await cashEventsOf(ids)).toHaveLength(2);
    const paid = await t.app.db
      .select({ id: subscriptions.id, paymentStatus: subscriptions.paymentStatus })
      .from(subscriptions)
      .where(inArray(subscriptions.id, ids));
    expect(paid.every((row) => row.paymentStatus === 'paid')).toBe(true);
    const after = await rowsOf(date, ids);
    expect(after.every((row) => !row.cash?.amountDue)).toBe(true);
  });

  it('refuses meals of different doors, and records nothing when one order cannot be', async () => {
    const date = addDays(todayInIndia(), 34);
    const a = await orderOn(date, { address: door('751045', 'Plot 1') });
    const b = await orderOn(date, { address: door('751045', 'Plot 2') });
    const c = await orderOn(date, { address: door('751045', 'Plot 1') });
    t.setNow(india(date, '13:00'));
    const rows = await rowsOf(date, [a.id, b.id, c.id]);
    const of = (id: string) => rows.find((row) => row.subscriptionId === id)?.deliveryId ?? '';

    const apart = await post('/api/admin/deliveries/cash', { deliveryIds: [of(a.id), of(b.id)] });
    expect(apart.statusCode).toBe(400);
    expect(apart.json()).toEqual({ success: false, message: CASH_MSG.notOneStop });

    // Another rider already took c's cash: the stop's tap is refused whole, a's is not recorded.
    const rider = { email: `stop-rider-${process.pid}@fitthali.test`, password: 'rider-pass-1' };
    await createAdmin(t.app.db, { ...rider, promote: false });
    const other = await adminToken(t.app, rider);
    expect((await post(`/api/admin/deliveries/${of(c.id)}/cash`, {}, other)).statusCode).toBe(200);
    const both = await post('/api/admin/deliveries/cash', { deliveryIds: [of(a.id), of(c.id)] });
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toMatch(/^Cash for this order was already recorded by /);
    expect(await collectionsOf([a.id])).toHaveLength(0);

    for (const body of [{}, { deliveryIds: [] }, { deliveryIds: ['nope'] }]) {
      const bad = await post('/api/admin/deliveries/cash', body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(CASH_MSG.invalidStop);
    }
    const customer = await signupUser(t.app);
    expect(
      (await post('/api/admin/deliveries/cash', { deliveryIds: [of(a.id)] }, customer.token))
        .statusCode,
    ).toBe(403);
  });

  it('prints one CSV line per stop with its orders, meals, cash due and payment', async () => {
    const date = addDays(todayInIndia(), 35);
    const home = door('751046', 'Plot 5, Canal Road');
    const a = await orderOn(date, { address: home, name: 'Csv Meera' });
    const b = await orderOn(date, { address: home, name: 'Csv Meera', mealOption: 'Non-Veg' });
    const online = await orderOn(date, {
      address: door('751047', 'Plot 6'),
      name: 'Csv Online',
      paymentMode: 'Online',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/kitchen.csv?date=${date}&slot=Lunch`,
      headers: bearer(t.admin),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Stop,Customer,Phone,Address,PIN,Orders,Meals,Dishes,Allergy flags,Status,Cash due (₹),Payment,Map',
    );
    const meera = lines.find((line) => line.includes('Csv Meera'));
    expect(lines.filter((line) => line.includes('Csv Meera'))).toHaveLength(1);
    const [first, second] = [orderNumber(a.id), orderNumber(b.id)];
    // The door's orders in run sheet order (by delivery id), each with its meal and its cash.
    for (const part of [
      `${first} High Protein Veg`,
      `${second} High Protein Non-Veg`,
      `,${a.total + b.total},`,
      `${first} cash due ${a.total}`,
      `${second} cash due ${b.total}`,
    ]) {
      expect(meera).toContain(part);
    }
    expect(meera?.split(',')[1]).toBe('Csv Meera');
    const paidOnline = lines.find((line) => line.includes('Csv Online'));
    expect(paidOnline).toContain(`,0,${orderNumber(online.id)} paid online,`);
  });
});

describe('the sheet opens on the slot now (issue 25 point 9)', () => {
  it("opens on the slot being delivered, or the next, by the server's India clock", async () => {
    const date = addDays(todayInIndia(), 36);
    const at = async (when: Date) => {
      t.setNow(when);
      const body = await sheet('');
      return { date: body.date, slot: body.slot, today: body.today, canMark: body.canMark };
    };
    expect(await at(india(date, '08:00'))).toEqual({
      date,
      slot: 'Lunch',
      today: date,
      canMark: true,
    });
    expect(await at(india(date, '13:59'))).toMatchObject({ date, slot: 'Lunch' });
    expect(await at(india(date, '14:00'))).toMatchObject({ date, slot: 'Dinner' });
    expect(await at(india(date, '21:30'))).toEqual({
      date: addDays(date, 1),
      slot: 'Lunch',
      today: date,
      canMark: false,
    });
    // A chosen date and slot are kept.
    t.setNow(india(date, '13:00'));
    expect(await sheet(`?date=${addDays(date, 2)}&slot=Dinner`)).toMatchObject({
      date: addDays(date, 2),
      slot: 'Dinner',
      canMark: false,
    });
    // The CSV too.
    t.setNow(india(date, '19:45'));
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/kitchen.csv',
      headers: bearer(t.admin),
    });
    expect(csv.headers['content-disposition']).toContain(`fitthali-${date}-dinner.csv`);
  });
});

describe("marks and cash go by the server's clock (issue 25 point 9)", () => {
  it('refuses every mark and collection before the day in India, and allows them on it', async () => {
    const date = addDays(todayInIndia(), 37);
    const home = door('751048', 'Plot 8');
    const orders = [];
    for (let i = 0; i < 4; i += 1) orders.push(await orderOn(date, { address: home }));
    const ids = orders.map((o) => o.id);
    const rows = await rowsOf(date, ids);
    const [one, two, three, four] = rows.map((row) => row.deliveryId);
    if (!one || !two || !three || !four) throw new Error('four stops expected');
    const tries = {
      delivered: () => post(`/api/admin/deliveries/${one}/delivered`),
      missed: () => post(`/api/admin/deliveries/${two}/missed`, { reason: 'Gate locked' }),
      cash: () => post(`/api/admin/deliveries/${three}/cash`),
      stopCash: () => post('/api/admin/deliveries/cash', { deliveryIds: [four] }),
      slot: () => post('/api/admin/kitchen/delivered', { date, slot: 'Lunch' }),
    };

    // 23:59 the evening before in India is 18:29 UTC: still not the day.
    t.setNow(india(addDays(date, -1), '23:59'));
    for (const [name, attempt] of Object.entries(tries)) {
      const res = await attempt();
      expect(res.statusCode, name).toBe(409);
      expect([DELIVERY_MSG.notYetDue, CASH_MSG.notYetDue], name).toContain(res.json().message);
    }
    expect(await collectionsOf(ids)).toHaveLength(0);
    const untouched = await rowsOf(date, ids);
    expect(untouched.every((row) => row.status === 'scheduled')).toBe(true);

    // A minute past midnight in India (18:31 UTC the day before) the day has come.
    t.setNow(india(date, '00:01'));
    for (const [name, attempt] of Object.entries(tries)) {
      const res = await attempt();
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    expect(await collectionsOf(ids)).toHaveLength(2);
    // The order whose cash was taken on `three` reads paid.
    const cashOrder = rows.find((row) => row.deliveryId === three)?.subscriptionId ?? '';
    const marked = await t.app.db
      .select({ status: subscriptions.paymentStatus })
      .from(subscriptions)
      .where(eq(subscriptions.id, cashOrder));
    expect(marked[0]?.status).toBe('paid');
  });
});
