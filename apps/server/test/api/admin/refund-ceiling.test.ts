import {
  missedCreditCutWhy,
  missedNoCreditLine,
  nothingLeftToRefundMessage,
  refundAboveLimitMessage,
} from '@fitthali/domain/refund-messages';
import { missedMealCredit, refundCeiling } from '@fitthali/domain/refunds';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { booksCheck } from '../../../src/books/books-check.ts';
import { booksReport } from '../../../src/books/books-report.ts';
import { notifications } from '../../../src/db/schema/notifications.ts';
import { transactions } from '../../../src/db/schema/orders.ts';
import { refunds } from '../../../src/db/schema/refunds.ts';
import { adminCancel, cancelOrder } from '../../factories/cancel.ts';
import { credits, missFirst } from '../../factories/credits.ts';
import { adminRefund } from '../../factories/refunds.ts';
import {
  clockedTestApp,
  type DeliveryAnswer,
  india,
  paidOnlineAtClock,
  pastCutOff,
} from '../../helpers/clocked-app.ts';

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

/**
 * The order's payment as every screen that shows it reads it (decision 153): the admin's order
 * page, All Subscriptions, the customer's orders on Users, Transactions (the payment's row), and
 * the customer's own profile (the order and its payment) and plan page.
 */
async function standingsOf(order: { id: string; token: string; userId: string }) {
  type Row = { _id: string; paymentStanding?: string };
  const byId = (rows: Row[], id: string) => rows.find((r) => r._id === id);
  const all = await t.call('GET', '/api/admin/subscriptions?limit=100', t.admin);
  const own = await t.call('GET', `/api/admin/user-subscriptions/${order.userId}`, t.admin);
  const txns = await t.call('GET', '/api/admin/transactions?limit=100', t.admin);
  const payment = txns
    .json()
    .transactions.find((r: { subscriptionId: string }) => r.subscriptionId === order.id);
  const profile = (await t.call('GET', '/api/user/profile', order.token)).json().user;
  const plan = await t.call('GET', `/api/user/subscriptions/${order.id}`, order.token);
  return {
    orderPage: (await adminOrder(order.id)).paymentStanding,
    allSubscriptions: byId(all.json().subscriptions, order.id)?.paymentStanding,
    userPage: byId(own.json().subscriptions, order.id)?.paymentStanding,
    transactions: payment?.paymentStanding,
    profileOrder: byId(profile.subscriptions, order.id)?.paymentStanding,
    profilePayment: profile.transactions[0]?.paymentStanding,
    planPage: plan.json().paymentStanding,
  };
}

const everywhere = (standing: string) => ({
  orderPage: standing,
  allSubscriptions: standing,
  userPage: standing,
  transactions: standing,
  profileOrder: standing,
  profilePayment: standing,
  planPage: standing,
});

describe('the payment after a refund, on every screen that shows it (issue 25 point 6)', () => {
  it('reads Paid, then Partly refunded, then Refunded', async () => {
    const order = await paidOnlineAtClock(t);
    const before = await adminOrder(order.id);
    expect(before.subscription.paymentStatus).toBe('paid');
    expect(await standingsOf(order)).toEqual(everywhere('paid'));
    await adminRefund(t.app, t.admin, order.id, { amount: 743, reason: 'Part' });
    expect(await standingsOf(order)).toEqual(everywhere('partly_refunded'));
    await adminRefund(t.app, t.admin, order.id, { amount: 1_000, reason: 'The rest' });
    expect(await standingsOf(order)).toEqual(everywhere('refunded'));
    const after = await adminOrder(order.id);
    // The stored status stays paid: money was taken, and the books read it so.
    expect(after.subscription.paymentStatus).toBe('paid');
  });

  it('the admin list’s Cancel answers the payment as it stands after the cancel’s refund', async () => {
    const order = await paidOnlineAtClock(t);
    const res = await adminCancel(t, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription).toMatchObject({
      paymentStatus: 'paid',
      paymentStanding: 'refunded',
    });
    expect(await standingsOf(order)).toEqual(everywhere('refunded'));
  });
});

/** The kitchen marks `delivery` missed that evening; the answer says what credit it gave. */
async function markMissed(delivery: DeliveryAnswer | undefined) {
  if (!delivery) throw new Error('no such delivery');
  t.setNow(india(delivery.date, '21:30'));
  const res = await t.call('POST', `/api/admin/deliveries/${delivery._id}/missed`, t.admin, {
    reason: 'Rider could not find the house',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().credit as { value: number; mealValue: number; why: string | null };
}

const toldOf = (userId: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId)));

describe('a missed meal’s credit keeps to the same ceiling (decision 154)', () => {
  it('after a full refund a missed meal earns nothing, and the admin and the customer are told why', async () => {
    const order = await paidOnlineAtClock(t);
    const full = await adminRefund(t.app, t.admin, order.id, { amount: 1_743, reason: 'Goodwill' });
    expect(full.statusCode).toBe(201);
    const withheld = missedMealCredit(
      249,
      refundCeiling(1_743, [{ amount: 1_743, status: 'processed' }], 0),
    );
    const why = missedCreditCutWhy(withheld);

    // The admin marking it missed reads that no credit was given, and why.
    expect(await markMissed(order.deliveries[0])).toEqual({ value: 0, mealValue: 249, why });
    expect(await credits(t, order.token)).toMatchObject({ balance: 0, value: 0 });
    const page = await adminOrder(order.id);
    const actions = page.events.map((e: { action: string }) => e.action);
    expect(actions).toContain('credit-withheld');
    expect(actions).not.toContain('credit-earned');
    expect(
      page.events.find((e: { action: string }) => e.action === 'credit-withheld'),
    ).toMatchObject({
      reason: why,
      detail: { mealValue: 249, paid: 1_743, refunded: 1_743, credited: 0 },
    });
    // The customer's apology promises no credit, and says what came back; the plan page agrees.
    const told = await toldOf(order.userId);
    expect(told.map((n) => n.kind)).not.toContain('missed-delivery-credit');
    const apology = told.find((n) => n.kind === 'missed-delivery-no-credit');
    expect(apology?.body).toContain(missedNoCreditLine(withheld.ceiling));
    expect(apology?.body).not.toMatch(/We added/);
    const plan = await t.call('GET', `/api/user/subscriptions/${order.id}`, order.token);
    expect(plan.json().deliveries[0]).toMatchObject({ status: 'missed', credit: 0 });
    expect((await booksCheck(t.app.db)).compensation.ok).toBe(true);
  });

  it('credits only what is left when that is less than the meal: ₹143 after ₹1,600 refunded', async () => {
    const order = await paidOnlineAtClock(t);
    await adminRefund(t.app, t.admin, order.id, { amount: 1_600, reason: 'Late meals' });
    const cut = missedMealCredit(
      249,
      refundCeiling(1_743, [{ amount: 1_600, status: 'processed' }], 0),
    );
    expect(cut.value).toBe(143);
    expect(await markMissed(order.deliveries[0])).toEqual({
      value: 143,
      mealValue: 249,
      why: missedCreditCutWhy(cut),
    });
    expect(await credits(t, order.token)).toMatchObject({ balance: 1, value: 143 });
    // A second missed meal finds nothing left.
    expect((await markMissed(order.deliveries[1]))?.value).toBe(0);
    expect(await credits(t, order.token)).toMatchObject({ balance: 1, value: 143 });
    const told = await toldOf(order.userId);
    expect(told.find((n) => n.kind === 'missed-delivery-credit')?.body).toContain('(₹143)');
    // Nothing more can be refunded either, and the books balance.
    const more = await adminRefund(t.app, t.admin, order.id, { amount: 1, reason: 'Once more' });
    expect(more.statusCode).toBe(409);
    expect((await booksCheck(t.app.db)).compensation.ok).toBe(true);
  });

  it('an accepted report after a full refund answers that no credit was given', async () => {
    const order = await paidOnlineAtClock(t);
    await adminRefund(t.app, t.admin, order.id, { amount: 1_743, reason: 'Goodwill' });
    const first = order.deliveries[0] as DeliveryAnswer;
    t.setNow(india(first.date, '15:00'));
    expect(
      (await t.call('POST', `/api/admin/deliveries/${first._id}/delivered`, t.admin)).statusCode,
    ).toBe(200);
    const report = await t.call(
      'POST',
      `/api/user/deliveries/${first._id}/report-missed`,
      order.token,
      { reason: 'Nobody came' },
    );
    expect(report.statusCode).toBe(200);
    const accepted = await t.call(
      'POST',
      `/api/admin/missed-reports/${report.json().report._id}/accept`,
      t.admin,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().credit).toMatchObject({ value: 0, mealValue: 249 });
    expect(accepted.json().credit.why).toMatch(/^No meal credit: /);
    expect(await credits(t, order.token)).toMatchObject({ balance: 0 });
    expect((await booksCheck(t.app.db)).compensation.ok).toBe(true);
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
