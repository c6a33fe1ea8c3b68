import { CASH_MSG } from '@fitthali/domain/cash-messages';
import { mealValues } from '@fitthali/domain/meal-values';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { booksCheck } from '../../../src/books/books-check.ts';
import { subscriptions } from '../../../src/db/schema/orders.ts';
import { cancelOrder, cancelPreview } from '../../factories/cancel.ts';
import { credits } from '../../factories/credits.ts';
import { storedOrder } from '../../factories/orders.ts';
import { clockedTestApp, type DeliveryAnswer, india } from '../../helpers/clocked-app.ts';

// Issue 14, decision 101: a COD order cancelled mid-plan before its cash was collected owes only
// the meals it kept, and that is what every screen shows, the rider collects and the books prove.
const t = clockedTestApp();

const nth = (order: { deliveries: DeliveryAnswer[] }, i: number) => {
  const delivery = order.deliveries[i];
  if (!delivery) throw new Error(`no delivery ${i}`);
  return delivery;
};

const deliver = (delivery: DeliveryAnswer) => {
  t.setNow(india(delivery.date, '14:00'));
  return t.call('POST', `/api/admin/deliveries/${delivery._id}/delivered`, t.admin);
};

/**
 * The first meal delivered, the clock then past the second's cut-off (it is being prepared and
 * stays), and the customer cancels: two meals kept, five cancelled.
 */
async function cancelAfterFirstMeal() {
  const order = await t.placeOrder();
  expect((await deliver(nth(order, 0))).statusCode).toBe(200);
  const cutOff = new Date(nth(order, 1).changeUntil).getTime() + 60_000;
  t.setNow(new Date(Math.max(cutOff, t.app.now().getTime())));
  const { sub } = await storedOrder(t.app.db, order.id);
  if (!sub) throw new Error('the order is stored');
  const values = mealValues(sub.subtotal - sub.discount, 7);
  const kept = (values[0] ?? 0) + (values[1] ?? 0);
  return { order, sub, kept };
}

async function stopOf(delivery: DeliveryAnswer) {
  const sheet = await t.call('GET', `/api/admin/kitchen?date=${delivery.date}&slot=Lunch`, t.admin);
  return (sheet.json().deliveries as { deliveryId: string; cash: unknown }[]).find(
    (d) => d.deliveryId === delivery._id,
  );
}

async function cashDueRow(id: string) {
  const list = await t.call('GET', '/api/admin/cash-due?limit=500', t.admin);
  return (list.json().orders as { subscriptionId: string; amount: number }[]).find(
    (o) => o.subscriptionId === id,
  );
}

describe('a COD order cancelled mid-plan before its cash was collected', () => {
  it('owes only the meals kept: shown to the customer, on the run sheet, collected there, and the books agree', async () => {
    const { order, sub, kept } = await cancelAfterFirstMeal();
    const preview = await cancelPreview(t, order.token, order.id);
    expect(preview.json().cancellation).toMatchObject({
      rule: 'after-start',
      meals: 5,
      credits: 0,
      amountDue: kept,
    });
    const res = await cancelOrder(t, order.token, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      subscription: { status: 'cancelled', paymentStatus: 'due' },
      refund: null,
      creditsAdded: 0,
    });
    // No credit for meals never paid for.
    expect((await credits(t, order.token)).balance).toBe(0);

    // The customer's plan page says what is still owed, and only that.
    const mine = await t.call('GET', `/api/user/subscriptions/${order.id}`, order.token);
    expect(mine.json().subscription).toMatchObject({
      state: 'cancelled',
      totalPrice: sub.totalPrice,
      amountDue: kept,
    });
    const { sub: stored, txn } = await storedOrder(t.app.db, order.id);
    expect(stored?.cashDue).toBe(kept);
    expect(txn).toMatchObject({ mode: 'COD', status: 'due', amount: kept });
    const admin = await t.call('GET', `/api/admin/subscriptions/${order.id}`, t.admin);
    expect(admin.json().subscription.amountDue).toBe(kept);

    // The kept meal is cooked and goes out; its stop asks for the kept meals' cash.
    const second = nth(order, 1);
    expect(await stopOf(second)).toMatchObject({ cash: { amountDue: kept, collected: null } });
    t.setNow(india(second.date, '13:00'));
    const collected = await t.call('POST', `/api/admin/deliveries/${second._id}/cash`, t.admin, {
      amount: sub.totalPrice,
    });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json().collection).toMatchObject({ amount: kept, deliveryId: second._id });
    expect((await storedOrder(t.app.db, order.id)).txn).toMatchObject({
      status: 'paid',
      amount: kept,
    });
    const after = await t.call('GET', `/api/user/subscriptions/${order.id}`, order.token);
    expect(after.json().subscription).toMatchObject({ paymentStatus: 'paid', amountDue: null });

    const books = await booksCheck(t.app.db, t.app.now());
    expect(books.money.problems).toMatchObject({ collectionNotTotal: 0, cashDueNotKeptMeals: 0 });
    expect(books.money.ok).toBe(true);
    expect(books.cancellations.ok).toBe(true);
    expect(books.credits.ok).toBe(true);
  });

  it('goes on the Cash due list once its last kept meal is delivered, with the kept amount', async () => {
    const { order, kept } = await cancelAfterFirstMeal();
    expect((await cancelOrder(t, order.token, order.id)).statusCode).toBe(200);
    expect(await cashDueRow(order.id)).toBeUndefined();
    expect((await deliver(nth(order, 1))).statusCode).toBe(200);
    expect(await cashDueRow(order.id)).toMatchObject({
      amount: kept,
      status: 'cancelled',
      deliveriesDone: 2,
    });
    const res = await t.call('POST', `/api/admin/subscriptions/${order.id}/cash`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection).toMatchObject({ amount: kept, deliveryId: nth(order, 1)._id });
    expect(await cashDueRow(order.id)).toBeUndefined();
    // A second collection is refused as for any order.
    const again = await t.call('POST', `/api/admin/deliveries/${nth(order, 0)._id}/cash`, t.admin);
    expect(again.statusCode).toBe(409);
    expect((await booksCheck(t.app.db, t.app.now())).money.ok).toBe(true);
  });

  it('cancelled before the start owes nothing: no stop asks for cash, and none can be recorded', async () => {
    const order = await t.placeOrder();
    const res = await cancelOrder(t, order.token, order.id);
    expect(res.json().subscription).toMatchObject({ paymentStatus: 'cancelled' });
    const { sub, txn } = await storedOrder(t.app.db, order.id);
    expect(sub).toMatchObject({ cashDue: 0, paymentStatus: 'cancelled' });
    expect(txn?.status).toBe('cancelled');
    const mine = await t.call('GET', `/api/user/subscriptions/${order.id}`, order.token);
    expect(mine.json().subscription.amountDue).toBeNull();
    t.setNow(india(nth(order, 0).date, '13:00'));
    const cash = await t.call('POST', `/api/admin/deliveries/${nth(order, 0)._id}/cash`, t.admin);
    expect(cash.statusCode).toBe(409);
    expect(cash.json().message).toBe(CASH_MSG.nothingDue);
    const books = await booksCheck(t.app.db, t.app.now());
    expect(books.money.problems.cashDueNotKeptMeals).toBe(0);
    expect(books.cancellations.ok).toBe(true);
  });
});

describe('a COD order collected in full, then cancelled mid-plan', () => {
  it('credits each cancelled meal at its value, and the books balance', async () => {
    const order = await t.placeOrder();
    const first = nth(order, 0);
    t.setNow(india(first.date, '13:00'));
    const cash = await t.call('POST', `/api/admin/deliveries/${first._id}/cash`, t.admin);
    expect(cash.statusCode, cash.body).toBe(200);
    expect((await deliver(first)).statusCode).toBe(200);
    const cutOff = new Date(nth(order, 1).changeUntil).getTime() + 60_000;
    t.setNow(new Date(Math.max(cutOff, t.app.now().getTime())));
    const res = await cancelOrder(t, order.token, order.id);
    expect(res.json()).toMatchObject({
      subscription: { paymentStatus: 'paid' },
      refund: null,
      creditsAdded: 5,
    });
    const { sub } = await storedOrder(t.app.db, order.id);
    // Nothing was owed any more when it was cancelled: the whole total stays the figure.
    expect(sub?.cashDue).toBeNull();
    const values = mealValues((sub?.subtotal ?? 0) - (sub?.discount ?? 0), 7).slice(2);
    const mine = await credits(t, order.token);
    expect(mine.balance).toBe(5);
    expect(mine.entries.reduce((sum, e) => sum + e.value, 0)).toBe(values.reduce((a, b) => a + b));
    const mineNow = await t.call('GET', `/api/user/subscriptions/${order.id}`, order.token);
    expect(mineNow.json().subscription.amountDue).toBeNull();
    const books = await booksCheck(t.app.db, t.app.now());
    expect(books.money.ok).toBe(true);
    expect(books.cancellations.ok).toBe(true);
    expect(books.credits.ok).toBe(true);
  });
});

describe('a cancel racing the rider’s collection', () => {
  it('one waits for the other: either the total is collected and the rest credited, or only the kept meals are owed', async () => {
    const order = await t.placeOrder();
    const first = nth(order, 0);
    expect((await deliver(first)).statusCode).toBe(200);
    const cutOff = new Date(nth(order, 1).changeUntil).getTime() + 60_000;
    t.setNow(new Date(Math.max(cutOff, t.app.now().getTime())));
    const { sub } = await storedOrder(t.app.db, order.id);
    const [cancel, cash] = await Promise.all([
      cancelOrder(t, order.token, order.id),
      t.call('POST', `/api/admin/deliveries/${first._id}/cash`, t.admin),
    ]);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cash.statusCode, cash.body).toBe(200);
    const values = mealValues((sub?.subtotal ?? 0) - (sub?.discount ?? 0), 7);
    const kept = (values[0] ?? 0) + (values[1] ?? 0);
    const amount = cash.json().collection.amount as number;
    if (amount === sub?.totalPrice) {
      expect(cancel.json().creditsAdded).toBe(5);
    } else {
      expect(amount).toBe(kept);
      expect(cancel.json().creditsAdded).toBe(0);
    }
    const books = await booksCheck(t.app.db, t.app.now());
    expect(books.money.ok).toBe(true);
    expect(books.cancellations.ok).toBe(true);
    expect(books.credits.ok).toBe(true);
  });
});

describe('the books check on the cash owed', () => {
  it('names an order whose stored cash due is not its kept meals’ value', async () => {
    const { order, kept } = await cancelAfterFirstMeal();
    expect((await cancelOrder(t, order.token, order.id)).statusCode).toBe(200);
    await t.app.db
      .update(subscriptions)
      .set({ cashDue: kept + 100 })
      .where(eq(subscriptions.id, order.id));
    const books = await booksCheck(t.app.db, t.app.now());
    expect(books.money.ok).toBe(false);
    expect(books.money.problems.cashDueNotKeptMeals).toBeGreaterThanOrEqual(1);
    expect(books.money.examples).toContainEqual({
      subscriptionId: order.id,
      problem: 'cashDueNotKeptMeals',
    });
    // Put back, so the file's other checks read clean books.
    await t.app.db
      .update(subscriptions)
      .set({ cashDue: kept })
      .where(eq(subscriptions.id, order.id));
  });
});
