import { API_MSG } from '@fitthali/domain/api-messages';
import { CANCEL_MSG } from '@fitthali/domain/cancel-messages';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { consecutiveWeekdays } from '@fitthali/domain/delivery-dates';
import { lastMealValues } from '@fitthali/domain/meal-values';
import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { booksCheck } from '../../../src/books/books-check.ts';
import { coupons } from '../../../src/db/schema/catalogue.ts';
import { orderEvents } from '../../../src/db/schema/deliveries.ts';
import { refunds } from '../../../src/db/schema/refunds.ts';
import { adminCancel, cancelOrder, cancelPreview } from '../../factories/cancel.ts';
import { credits, customerWithOrder, missFirst, payloadSpending } from '../../factories/credits.ts';
import { deliveryStatuses, storedOrder, subscribe } from '../../factories/orders.ts';
import { signupUser } from '../../factories/users.ts';
import {
  type ClockedApp,
  clockedTestApp,
  paidOnlineAtClock,
  pastCutOff,
} from '../../helpers/clocked-app.ts';
import { couponUses } from '../../helpers/coupon-invariant.ts';

const t: ClockedApp = clockedTestApp();

async function cancelLines(id: string) {
  return t.app.db
    .select({ detail: orderEvents.detail, actor: orderEvents.actor })
    .from(orderEvents)
    .where(eq(orderEvents.subscriptionId, id))
    .then((rows) => rows.filter((r) => (r.detail as { rule?: string }).rule));
}

describe('cancelling before the first delivery’s cut-off (issue 14 point 2)', () => {
  it('refunds a paid online order whole, after showing it; a second cancel is a clear 409', async () => {
    const order = await paidOnlineAtClock(t);
    const preview = await cancelPreview(t, order.token, order.id);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().cancellation).toMatchObject({
      rule: 'before-start',
      meals: 7,
      refund: order.total,
      credits: 0,
    });
    expect(preview.json().cancellation.lines[0]).toContain('will be refunded');

    const res = await cancelOrder(t, order.token, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      subscription: { _id: order.id, status: 'cancelled', paymentStatus: 'paid' },
      refund: { amount: order.total, status: 'processed' },
      creditsAdded: 0,
    });
    expect(await deliveryStatuses(t.app.db, order.id)).toEqual(Array(7).fill('cancelled'));
    expect(await cancelLines(order.id)).toMatchObject([
      { actor: 'customer', detail: { rule: 'before-start', meals: 7, refund: order.total } },
    ]);

    const again = await cancelOrder(t, order.token, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: CANCEL_MSG.alreadyCancelled });
    const books = await booksCheck(t.app.db);
    expect(books.cancellations.ok).toBe(true);
    expect(books.money.ok).toBe(true);
  });

  it('leaves nothing due on a COD order and gives the coupon use back', async () => {
    await t.app.db.insert(coupons).values({ code: 'BACK50', amount: 50, usageLimit: 5 });
    const order = await customerWithOrder(t, { coupon: { code: 'BACK50', amount: 50 } });
    expect((await couponUses(t.app.db, 'BACK50')).usedCount).toBe(1);
    const res = await cancelOrder(t, order.token, order.id);
    expect(res.json()).toMatchObject({
      subscription: { status: 'cancelled', paymentStatus: 'cancelled' },
      refund: null,
      creditsAdded: 0,
    });
    expect(await couponUses(t.app.db, 'BACK50')).toEqual({ usedCount: 0, held: 0 });
    const { txn } = await storedOrder(t.app.db, order.id);
    expect(txn?.status).toBe('cancelled');
  });

  it('gives back the meal credits spent at checkout', async () => {
    const earlier = await customerWithOrder(t);
    await missFirst(t, earlier.deliveries, 2);
    const placed = await subscribe(t.app, earlier.token, payloadSpending(t, 2, 498));
    expect(placed.statusCode).toBe(201);
    const id = placed.json().subscriptionId as string;
    expect((await credits(t, earlier.token)).balance).toBe(0);
    const res = await cancelOrder(t, earlier.token, id);
    expect(res.statusCode).toBe(200);
    const after = await credits(t, earlier.token);
    expect(after.balance).toBe(2);
    expect(after.entries.filter((e) => /cancelled before it started/.test(e.reason))).toHaveLength(
      2,
    );
  });
});

describe('cancelling after the start', () => {
  it('credits each meal still before its cut-off at its frozen value, discounted order', async () => {
    await t.app.db.insert(coupons).values({ code: 'MID100', amount: 100, usageLimit: 5 });
    const order = await paidOnlineAtClock(t, { coupon: { code: 'MID100', amount: 100 } });
    pastCutOff(t, order.deliveries[2]);
    const soldFor = 7 * 249 - 100;
    const values = lastMealValues(soldFor, 7, 4);
    const preview = await cancelPreview(t, order.token, order.id);
    expect(preview.json().cancellation).toMatchObject({
      rule: 'after-start',
      meals: 4,
      refund: 0,
      credits: 4,
      creditsValue: values.reduce((a, b) => a + b, 0),
    });
    const res = await cancelOrder(t, order.token, order.id);
    expect(res.json()).toMatchObject({ refund: null, creditsAdded: 4 });
    // The three meals past their cut-off are cooked and delivered: the kitchen still counts them.
    expect(await deliveryStatuses(t.app.db, order.id)).toEqual([
      'scheduled',
      'scheduled',
      'scheduled',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    const first = order.deliveries[0];
    const kitchen = await t.call(
      'GET',
      `/api/admin/kitchen?date=${first?.date}&slot=Lunch`,
      t.admin,
    );
    expect(
      (kitchen.json().deliveries as { deliveryId: string }[]).map((d) => d.deliveryId),
    ).toContain(first?._id);
    const cancelledDay = order.deliveries[3];
    const later = await t.call(
      'GET',
      `/api/admin/kitchen?date=${cancelledDay?.date}&slot=Lunch`,
      t.admin,
    );
    expect(
      (later.json().deliveries as { deliveryId: string }[]).map((d) => d.deliveryId),
    ).not.toContain(cancelledDay?._id);
    const mine = await credits(t, order.token);
    expect(mine.balance).toBe(4);
    expect(mine.entries.map((e) => e.value).sort()).toEqual([...values].sort());
    // The coupon use went with the sale.
    expect((await couponUses(t.app.db, 'MID100')).usedCount).toBe(1);
    expect((await booksCheck(t.app.db)).cancellations.ok).toBe(true);
  });

  it('credits a Lunch + Dinner order per meal, both meals of a day', async () => {
    const order = await paidOnlineAtClock(t, { slot: 'Lunch + Dinner' });
    const meals = order.deliveries.length;
    expect(meals).toBe(14);
    // Lunch and dinner of the first day are cooking.
    pastCutOff(t, order.deliveries[1]);
    const res = await cancelOrder(t, order.token, order.id);
    expect(res.json().creditsAdded).toBe(12);
    const mine = await credits(t, order.token);
    const values = lastMealValues(order.total, meals, 12);
    expect(mine.entries.reduce((sum, e) => sum + e.value, 0)).toBe(
      values.reduce((a, b) => a + b, 0),
    );
  });

  it('cancels a trial with neither a refund nor a credit', async () => {
    const startDate = addDays(todayInIndia(), 2);
    const order = await paidOnlineAtClock(t, {
      days: 3,
      startDate,
      selectedDays: consecutiveWeekdays(startDate, 3),
    });
    const preview = await cancelPreview(t, order.token, order.id);
    expect(preview.json().cancellation).toMatchObject({ rule: 'trial', refund: 0, credits: 0 });
    expect(preview.json().cancellation.lines).toEqual([CANCEL_MSG.trialRule]);
    const res = await cancelOrder(t, order.token, order.id);
    expect(res.json()).toMatchObject({ refund: null, creditsAdded: 0 });
    expect((await credits(t, order.token)).balance).toBe(0);
    expect((await booksCheck(t.app.db)).cancellations.ok).toBe(true);
  });

  it('is the owner’s only: anyone else gets 404 and nothing changes', async () => {
    const order = await customerWithOrder(t);
    const other = await signupUser(t.app);
    expect((await cancelPreview(t, other.token, order.id)).statusCode).toBe(404);
    const res = await cancelOrder(t, other.token, order.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.orderNotFound);
    expect((await storedOrder(t.app.db, order.id)).sub?.status).toBe('active');
  });
});

describe('races and retries', () => {
  it('two cancels at once: one 200, one 409, credits once', async () => {
    const order = await paidOnlineAtClock(t);
    pastCutOff(t, order.deliveries[0]);
    const answers = await Promise.all([
      cancelOrder(t, order.token, order.id),
      cancelOrder(t, order.token, order.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await credits(t, order.token)).balance).toBe(6);
  });

  it('the same Idempotency-Key answers the same and does nothing twice', async () => {
    const order = await paidOnlineAtClock(t);
    const key = `cancel-${order.id}`;
    const [a, b] = await Promise.all([
      cancelOrder(t, order.token, order.id, key),
      cancelOrder(t, order.token, order.id, key),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    // The same refund, read as it stands (the first answer may be sending it still).
    expect(b.json().refund.amount).toBe(a.json().refund.amount);
    expect(b.json().creditsAdded).toBe(a.json().creditsAdded);
    const made = await t.app.db.select().from(refunds).where(eq(refunds.subscriptionId, order.id));
    expect(made).toHaveLength(1);
    const c = await cancelOrder(t, order.token, order.id, key);
    expect(c.json()).toMatchObject({ refund: { amount: order.total }, creditsAdded: 0 });
    expect(await cancelLines(order.id)).toHaveLength(1);
    // The key belongs to that cancellation: another order's cancel with it is refused.
    const other = await paidOnlineAtClock(t);
    expect((await cancelOrder(t, other.token, other.id, key)).statusCode).toBe(409);
  });

  it('a cancel racing a skip: every meal ends skipped-with-makeup or cancelled, credited once', async () => {
    const order = await paidOnlineAtClock(t);
    pastCutOff(t, order.deliveries[0]);
    const second = order.deliveries[1];
    const [skip, cancel] = await Promise.all([
      t.call('POST', `/api/user/deliveries/${second?._id}/skip`, order.token),
      cancelOrder(t, order.token, order.id),
    ]);
    expect(cancel.statusCode).toBe(200);
    expect([200, 409]).toContain(skip.statusCode);
    const after = await deliveryStatuses(t.app.db, order.id);
    expect(after.filter((s) => s === 'scheduled')).toHaveLength(1);
    const cancelled = after.filter((s) => s === 'cancelled').length;
    expect((await credits(t, order.token)).balance).toBe(cancelled);
    expect(cancel.json().creditsAdded).toBe(cancelled);
  });
});

describe('the admin’s Cancel on the same rule', () => {
  it('shows the admin what Cancel would do on the order page, then nothing once done', async () => {
    const order = await paidOnlineAtClock(t);
    const view = async () =>
      (await t.call('GET', `/api/admin/subscriptions/${order.id}`, t.admin)).json();
    expect((await view()).cancellation).toMatchObject({
      rule: 'before-start',
      meals: 7,
      refund: order.total,
      lines: [
        `₹${order.total.toLocaleString('en-IN')} will be refunded to the customer’s original payment method in 5–7 working days.`,
      ],
    });
    pastCutOff(t, order.deliveries[3]);
    expect((await view()).cancellation).toMatchObject({
      rule: 'after-start',
      refund: 0,
      credits: 3,
    });
    // The preview is the admin's: the customer's own token, and another customer's, are refused.
    const stranger = await signupUser(t.app);
    for (const token of [order.token, stranger.token]) {
      const refused = await t.call('GET', `/api/admin/subscriptions/${order.id}`, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: expect.any(String) });
      expect(refused.body).not.toContain('cancellation');
    }
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/admin/subscriptions/${order.id}`,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await adminCancel(t, order.id)).statusCode).toBe(200);
    expect((await view()).cancellation).toBeNull();
  });

  it('applies the policy, with SPEC §2.15’s texts', async () => {
    const order = await paidOnlineAtClock(t);
    pastCutOff(t, order.deliveries[3]);
    const res = await adminCancel(t, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MSG.subscriptionCancelled,
      subscription: { _id: order.id, status: 'cancelled', paymentStatus: 'paid' },
      refund: null,
      creditsAdded: 3,
    });
    // An empty JSON body is the policy too, as the admin screens send it.
    const again = await adminCancel(t, order.id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(API_MSG.subscriptionAlreadyCancelled);
  });

  it('refunds money instead, whole or part, with a written reason', async () => {
    const order = await paidOnlineAtClock(t);
    pastCutOff(t, order.deliveries[3]);
    const noReason = await adminCancel(t, order.id, { refund: 'money', amount: 500 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(CANCEL_MSG.reasonRequired);
    const res = await adminCancel(t, order.id, {
      refund: 'money',
      amount: 500,
      reason: 'Moved out of Odisha',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      refund: { amount: 500, status: 'processed', reason: 'Moved out of Odisha' },
      creditsAdded: 0,
    });
    expect((await credits(t, order.token)).balance).toBe(0);
    expect((await booksCheck(t.app.db)).cancellations.ok).toBe(true);
  });
});
