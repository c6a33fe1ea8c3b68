import { CASH_MSG } from '@fitthali/domain/cash-messages';
import { addDays } from '@fitthali/domain/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../../../src/admin/create-admin.ts';
import { collections } from '../../../src/db/schema/collections.ts';
import { orderEvents } from '../../../src/db/schema/deliveries.ts';
import { adminToken } from '../../factories/admin.ts';
import { storedOrder } from '../../factories/orders.ts';
import { bearer } from '../../factories/users.ts';
import { clockedTestApp, type DeliveryAnswer, india } from '../../helpers/clocked-app.ts';

// Issue 14 point 6. The server's clock is the test's, set from each order's own dates.
const t = clockedTestApp();

function post(url: string, token = t.admin, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

function get(url: string, token = t.admin) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

const nth = (order: { deliveries: DeliveryAnswer[] }, i: number) => {
  const delivery = order.deliveries[i];
  if (!delivery) throw new Error(`no delivery ${i}`);
  return delivery;
};

let admins = 0;
/** Another admin account: a second rider on the same run. */
async function secondAdmin() {
  admins += 1;
  const credentials = {
    email: `rider${admins}-${process.pid}@fitthali.test`,
    password: 'rider-pass-1',
  };
  await createAdmin(t.app.db, { ...credentials, promote: false });
  return adminToken(t.app, credentials);
}

describe('recording COD cash on the run sheet', () => {
  it('records the order total once, turns the order paid and writes its trail', async () => {
    const order = await t.placeOrder();
    const first = nth(order, 0);
    t.setNow(india(first.date, '13:00'));
    const { sub: before } = await storedOrder(t.app.db, order.id);
    // A figure sent by the browser is not read: the cash is the order's total.
    const res = await post(`/api/admin/deliveries/${first._id}/cash`, t.admin, { amount: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      collection: {
        subscriptionId: order.id,
        deliveryId: first._id,
        deliveryDate: first.date,
        amount: before?.totalPrice,
        collectedBy: { actor: 'admin', name: expect.any(String) },
      },
      subscription: { _id: order.id, paymentStatus: 'paid' },
    });
    const { sub, txn } = await storedOrder(t.app.db, order.id);
    expect(sub?.paymentStatus).toBe('paid');
    expect(txn).toMatchObject({ mode: 'COD', status: 'paid', amount: before?.totalPrice });
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.subscriptionId, order.id));
    expect(events).toMatchObject([
      {
        action: 'cash_collected',
        actor: 'admin',
        deliveryId: first._id,
        detail: { amount: before?.totalPrice, date: first.date, slot: 'Lunch' },
      },
    ]);

    // Its payment record on Transactions reads paid and names the collection.
    const payments = (await get('/api/admin/transactions?mode=COD&status=paid&limit=500')).json();
    expect(
      payments.transactions.find((p: { subscriptionId: string }) => p.subscriptionId === order.id),
    ).toMatchObject({
      status: 'paid',
      amount: before?.totalPrice,
      collection: { deliveryId: first._id, deliveryDate: first.date },
    });

    // The run sheet shows it collected on this stop, and nothing due any more.
    const sheet = (await get(`/api/admin/kitchen?date=${first.date}&slot=Lunch`)).json();
    const stop = sheet.deliveries.find((d: { deliveryId: string }) => d.deliveryId === first._id);
    expect(stop.cash).toMatchObject({
      amountDue: null,
      collected: { amount: before?.totalPrice, onThisDelivery: true },
    });
  });

  it('changes nothing when the same collector asks again, and refuses a second collector', async () => {
    const order = await t.placeOrder();
    const first = nth(order, 0);
    t.setNow(india(first.date, '13:00'));
    const once = await post(`/api/admin/deliveries/${first._id}/cash`);
    const again = await post(`/api/admin/deliveries/${first._id}/cash`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(once.json());
    const rows = await t.app.db
      .select()
      .from(collections)
      .where(eq(collections.subscriptionId, order.id));
    expect(rows).toHaveLength(1);
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.subscriptionId, order.id));
    expect(events).toHaveLength(1);

    const other = await post(`/api/admin/deliveries/${first._id}/cash`, await secondAdmin());
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/^Cash for this order was already recorded by /);
  });

  it('gives one 200 and one 409 to two collectors at once, and stores one collection', async () => {
    const order = await t.placeOrder();
    const first = nth(order, 0);
    t.setNow(india(first.date, '13:00'));
    const rider = await secondAdmin();
    const answers = await Promise.all([
      post(`/api/admin/deliveries/${first._id}/cash`),
      post(`/api/admin/deliveries/${first._id}/cash`, rider),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.app.db
      .select()
      .from(collections)
      .where(eq(collections.subscriptionId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an online order, a day still to come, a skipped meal and a cancelled order', async () => {
    const online = await t.placeOrder({ paymentMode: 'Online', pay: true });
    const onlineFirst = nth(online, 0);
    t.setNow(india(onlineFirst.date, '13:00'));
    const refused = await post(`/api/admin/deliveries/${onlineFirst._id}/cash`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: CASH_MSG.notCashOnDelivery });

    const order = await t.placeOrder();
    const [first, second] = [nth(order, 0), nth(order, 1)];
    t.setNow(india(addDays(first.date, -2), '09:00'));
    expect((await post(`/api/user/deliveries/${second._id}/skip`, order.token)).statusCode).toBe(
      200,
    );
    const early = await post(`/api/admin/deliveries/${first._id}/cash`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CASH_MSG.notYetDue);
    t.setNow(india(second.date, '13:00'));
    const skipped = await post(`/api/admin/deliveries/${second._id}/cash`);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe(CASH_MSG.deliveryNotDone);

    const cancelled = await t.placeOrder();
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/cancel-subscription/${cancelled.id}`,
          headers: bearer(t.admin),
        })
      ).statusCode,
    ).toBe(200);
    const gone = await post(`/api/admin/subscriptions/${cancelled.id}/cash`);
    expect(gone.statusCode).toBe(409);
    expect((await storedOrder(t.app.db, cancelled.id)).sub?.paymentStatus).toBe('cancelled');

    const unknown = await post('/api/admin/deliveries/00000000-0000-4000-8000-000000000000/cash');
    expect(unknown.statusCode).toBe(404);
    const customerTry = await post(`/api/admin/deliveries/${first._id}/cash`, order.token);
    expect(customerTry.statusCode).toBe(403);
  });
});

describe('the Cash due list', () => {
  it('lists a COD order from its third delivery done, and records its cash from there', async () => {
    const order = await t.placeOrder();
    const ids = () =>
      get('/api/admin/cash-due?limit=500').then((r) =>
        r.json().orders.map((o: { subscriptionId: string }) => o.subscriptionId),
      );
    for (const i of [0, 1]) {
      t.setNow(india(nth(order, i).date, '14:00'));
      expect((await post(`/api/admin/deliveries/${nth(order, i)._id}/delivered`)).statusCode).toBe(
        200,
      );
    }
    expect(await ids()).not.toContain(order.id);
    const third = nth(order, 2);
    t.setNow(india(third.date, '14:00'));
    expect((await post(`/api/admin/deliveries/${third._id}/delivered`)).statusCode).toBe(200);
    const list = (await get('/api/admin/cash-due?limit=500')).json();
    const row = list.orders.find((o: { subscriptionId: string }) => o.subscriptionId === order.id);
    const { sub } = await storedOrder(t.app.db, order.id);
    expect(row).toMatchObject({
      amount: sub?.totalPrice,
      deliveriesDone: 3,
      lastDelivered: third.date,
      plan: 'High Protein',
      customer: { name: expect.any(String), phone: expect.any(String) },
    });
    expect(list.total).toBeGreaterThanOrEqual(1);

    const res = await post(`/api/admin/subscriptions/${order.id}/cash`);
    expect(res.statusCode, res.body).toBe(200);
    // From the list the cash goes on the latest meal the customer received.
    expect(res.json().collection).toMatchObject({ deliveryId: third._id, amount: sub?.totalPrice });
    expect(await ids()).not.toContain(order.id);

    const listed = (await get('/api/admin/collections?limit=5')).json();
    expect(listed.collections[0]).toMatchObject({
      subscriptionId: order.id,
      deliveryId: third._id,
      deliveryDate: third.date,
      amount: sub?.totalPrice,
      customer: { name: expect.any(String) },
      collectedBy: { actor: 'admin' },
    });
  });

  it('refuses an order with no delivery done yet, and an unknown order', async () => {
    const order = await t.placeOrder();
    const res = await post(`/api/admin/subscriptions/${order.id}/cash`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CASH_MSG.noDeliveryYet);
    const unknown = await post('/api/admin/subscriptions/not-an-id/cash');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CASH_MSG.orderNotFound);
  });
});
