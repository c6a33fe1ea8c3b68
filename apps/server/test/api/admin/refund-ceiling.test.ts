import {
  nothingLeftToRefundMessage,
  refundAboveLimitMessage,
} from '@fitthali/domain/refund-messages';
import { refundCeiling } from '@fitthali/domain/refunds';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { booksCheck } from '../../../src/books/books-check.ts';
import { booksReport } from '../../../src/books/books-report.ts';
import { transactions } from '../../../src/db/schema/orders.ts';
import { refunds } from '../../../src/db/schema/refunds.ts';
import { adminCancel, cancelOrder } from '../../factories/cancel.ts';
import { credits, missFirst } from '../../factories/credits.ts';
import { adminRefund } from '../../factories/refunds.ts';
import { clockedTestApp, paidOnlineAtClock, pastCutOff } from '../../helpers/clocked-app.ts';

// No one is compensated twice (issue 25 point 4, decision 137): a refund never passes what the
// order was paid − refunds not failed − meal credits its meals earned, on every route that gives
// money back, and the books prove it order by order.
const t = clockedTestApp();

const refundsOf = (id: string) =>
  t.app.db.select().from(refunds).where(eq(refunds.subscriptionId, id));

async function adminOrder(id: string) {
  const res = await t.call('GET', `/api/admin/subscriptions/${id}`, t.admin);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the refund ceiling on every route that gives money back', () => {
  it('a plan cancelled after the start (₹996 in credits) can be refunded ₹747 more, not ₹1,743', async () => {
    const order = await paidOnlineAtClock(t);
    expect(order.total).toBe(1_743);
    pastCutOff(t, order.deliveries[2]);
    const cancelled = await cancelOrder(t, order.token, order.id);
    expect(cancelled.json()).toMatchObject({ refund: null, creditsAdded: 4 });
    expect((await credits(t, order.token)).value).toBe(996);

    const ceiling = refundCeiling(1_743, [], 996);
    expect(await adminOrder(order.id)).toMatchObject({
      refundable: 747,
      refundCeiling: { paid: 1_743, refunded: 0, credited: 996, refundable: 747 },
    });
    const whole = await adminRefund(t.app, t.admin, order.id, { amount: 1_743, reason: 'All' });
    expect(whole.statusCode).toBe(409);
    expect(whole.json()).toEqual({ success: false, message: refundAboveLimitMessage(ceiling) });
    expect(whole.json().message).toContain('₹747');
    expect(await refundsOf(order.id)).toHaveLength(0);

    const rest = await adminRefund(t.app, t.admin, order.id, { amount: 747, reason: 'Goodwill' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toMatchObject({ refundable: 0, refundCeiling: { refunded: 747 } });
    const more = await adminRefund(t.app, t.admin, order.id, { amount: 1, reason: 'Once more' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(
      nothingLeftToRefundMessage(refundCeiling(1_743, [{ amount: 747, status: 'processed' }], 996)),
    );
    const books = await booksCheck(t.app.db);
    expect(books.compensation.ok).toBe(true);
  });

  it('a missed meal’s ₹249 credit is not paid again by a full refund', async () => {
    const order = await paidOnlineAtClock(t);
    await missFirst(t, order.deliveries, 1);
    expect((await credits(t, order.token)).value).toBe(249);
    const full = await adminRefund(t.app, t.admin, order.id, { amount: 1_743, reason: 'All' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(refundAboveLimitMessage(refundCeiling(1_743, [], 249)));
    const allowed = await adminRefund(t.app, t.admin, order.id, { amount: 1_494, reason: 'Rest' });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().refund).toMatchObject({ amount: 1_494, status: 'processed' });
    expect((await adminOrder(order.id)).paymentStanding).toBe('partly_refunded');
    expect((await booksCheck(t.app.db)).compensation.ok).toBe(true);
  });

  it('the admin’s "cancel with money instead" keeps within it, and without an amount gives all it allows', async () => {
    const order = await paidOnlineAtClock(t);
    await missFirst(t, order.deliveries, 1);
    const above = await adminCancel(t, order.id, {
      refund: 'money',
      amount: 1_743,
      reason: 'Customer unhappy',
    });
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toBe(refundAboveLimitMessage(refundCeiling(1_743, [], 249)));
    // One transaction: nothing was cancelled and nothing refunded.
    expect((await adminOrder(order.id)).subscription.status).toBe('active');
    expect(await refundsOf(order.id)).toHaveLength(0);

    const done = await adminCancel(t, order.id, { refund: 'money', reason: 'Customer unhappy' });
    expect(done.statusCode).toBe(200);
    expect(done.json().refund).toMatchObject({ amount: 1_494, status: 'processed' });
    expect((await booksCheck(t.app.db)).compensation.ok).toBe(true);
  });

  it('the policy’s own refund keeps within it after a goodwill refund', async () => {
    const order = await paidOnlineAtClock(t);
    // A goodwill refund first, then a cancel before the start gives back only what is left.
    const part = await adminRefund(t.app, t.admin, order.id, { amount: 500, reason: 'Late' });
    expect(part.statusCode).toBe(201);
    const res = await cancelOrder(t, order.token, order.id);
    expect(res.json().refund).toMatchObject({ amount: 1_243 });
    expect((await booksCheck(t.app.db)).compensation.ok).toBe(true);
  });
});

describe('the admin order page’s payment after a refund (issue 25 point 6)', () => {
  it('reads Paid, then Partly refunded, then Refunded', async () => {
    const order = await paidOnlineAtClock(t);
    const before = await adminOrder(order.id);
    expect(before.subscription.paymentStatus).toBe('paid');
    expect(before.paymentStanding).toBe('paid');
    await adminRefund(t.app, t.admin, order.id, { amount: 743, reason: 'Part' });
    expect((await adminOrder(order.id)).paymentStanding).toBe('partly_refunded');
    await adminRefund(t.app, t.admin, order.id, { amount: 1_000, reason: 'The rest' });
    const after = await adminOrder(order.id);
    expect(after.paymentStanding).toBe('refunded');
    // The stored status stays paid: money was taken, and the books read it so.
    expect(after.subscription.paymentStatus).toBe('paid');
  });
});

describe('the books’ per-order proof', () => {
  it('reports an order whose refunds and credits exceed what it was paid', async () => {
    const order = await paidOnlineAtClock(t);
    pastCutOff(t, order.deliveries[2]);
    await cancelOrder(t, order.token, order.id);
    // What the routes used to allow: the whole payment refunded on top of ₹996 of credits,
    // written here by hand since no route does it any more.
    const [payment] = await t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.subscriptionId, order.id));
    if (!payment) throw new Error('no payment');
    await t.app.db.insert(refunds).values({
      subscriptionId: order.id,
      transactionId: payment.id,
      amount: 1_743,
      status: 'processed',
      gateway: 'test',
      reason: 'Before issue 25',
      actor: 'admin',
      idempotencyKey: `by-hand-${order.id}`,
    });
    const books = await booksCheck(t.app.db);
    expect(books.ok).toBe(false);
    expect(books.compensation).toMatchObject({ ok: false, overCompensated: 1 });
    expect(books.compensation.examples).toEqual([
      { subscriptionId: order.id, refunded: 1_743, credited: 996, paid: 1_743 },
    ]);
    expect(booksReport(books)).toContain(
      `order ${order.id}: refunds ₹1,743 + credits ₹996 > paid ₹1,743`,
    );
  });
});
