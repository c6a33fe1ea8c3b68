import { REFUND_MSG } from '@fitthali/domain/refund-messages';
import { REFUND_MAX_ATTEMPTS } from '@fitthali/domain/refunds';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvents, transactions } from '../../../src/db/schema/orders.ts';
import { refunds } from '../../../src/db/schema/refunds.ts';
import { retryDueRefunds } from '../../../src/refunds/send-refund.ts';
import { adminRefund, adminRefundList } from '../../factories/refunds.ts';
import { bearer } from '../../factories/users.ts';
import { deliverWebhook } from '../../helpers/razorpay-test-app.ts';
import { refundTestApp } from '../../helpers/refund-test-app.ts';

// Refunds through a local stand-in speaking Razorpay's Refunds API, settled by its webhooks.
const t = refundTestApp();

function refundEvent(event: 'refund.processed' | 'refund.failed', refund: object) {
  return JSON.stringify({ entity: 'event', event, payload: { refund: { entity: refund } } });
}

function deliver(raw: string, eventId: string, signature?: string) {
  return deliverWebhook(t.app, raw, eventId, signature);
}

async function stored(refundId: string) {
  const [row] = await t.app.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row) throw new Error('no refund row');
  return row;
}

/** An admin's refund whose first gateway call did not come back: pending, for the retry job. */
async function refundLeftPending(subscriptionId: string, amount: number, reason: string) {
  const res = await adminRefund(t.app, t.admin, subscriptionId, { amount, reason });
  expect(res.statusCode).toBe(201);
  const id = res.json().refund._id as string;
  expect(await stored(id)).toMatchObject({ status: 'pending', attempts: 1, gatewayRefundId: null });
  return id;
}

/** Lets the retry job run, an hour apart, as many times as a refund may be attempted. */
async function retryUntilGivenUp(id: string) {
  for (let run = 1; run < REFUND_MAX_ATTEMPTS; run += 1) {
    t.advance(2 * 60 * 60_000);
    await retryDueRefunds(t.app);
  }
  expect((await stored(id)).status).toBe('failed');
}

describe('Razorpay refunds', () => {
  it('creates the refund through the API, then the processed webhook settles it once', async () => {
    const order = await t.paidOrder();
    const res = await adminRefund(t.app, t.admin, order.id, { amount: 400, reason: 'Late lunch' });
    expect(res.statusCode).toBe(201);
    const refund = res.json().refund;
    expect(refund).toMatchObject({ status: 'pending', amount: 400, expected: '5–7 working days' });
    const made = t.razorpay.refunds.find((r) => r.receipt === refund._id);
    expect(made).toMatchObject({
      paymentId: order.paymentId,
      amount: 40_000,
      speed: 'normal',
      status: 'pending',
    });
    expect(made?.idempotencyKey).toBe(`ft_refund_${refund._id}_0`);
    expect((await stored(refund._id)).gatewayRefundId).toBe(made?.id);

    const raw = refundEvent('refund.processed', {
      id: made?.id,
      entity: 'refund',
      amount: 40_000,
      payment_id: order.paymentId,
      receipt: refund._id,
      status: 'processed',
    });
    const forged = await deliver(raw, 'evt_refund_forged', 'f'.repeat(64));
    expect(forged.statusCode).toBe(400);
    expect((await stored(refund._id)).status).toBe('pending');
    expect(
      await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_refund_forged')),
    ).toHaveLength(0);

    const first = await deliver(raw, 'evt_refund_processed_1');
    expect(first.statusCode).toBe(200);
    const settled = await stored(refund._id);
    expect(settled).toMatchObject({ status: 'processed' });
    expect(settled.processedAt).not.toBeNull();

    const again = await deliver(raw, 'evt_refund_processed_1');
    expect(again.json()).toMatchObject({ success: true, duplicate: true });
    expect(await stored(refund._id)).toEqual(settled);

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/user/subscriptions/${order.id}`,
      headers: bearer(order.token),
    });
    expect(mine.json().refunds).toEqual([
      expect.objectContaining({ amount: 400, status: 'processed', expected: null }),
    ]);
  });

  it('sends a refund again with the same key after a failed call, and a new key after refund.failed', async () => {
    const order = await t.paidOrder();
    t.razorpay.failRefunds(1);
    const id = await refundLeftPending(order.id, 200, 'Retry me');
    expect((await stored(id)).lastError).toMatch(/502/);

    // Not due yet: the job leaves it alone until the backoff has passed.
    expect(await retryDueRefunds(t.app)).toBe(0);
    t.advance(60 * 60_000);
    expect(await retryDueRefunds(t.app)).toBe(1);
    const sent = await stored(id);
    expect(sent).toMatchObject({ status: 'pending', attempts: 2 });
    const made = t.razorpay.refunds.filter((r) => r.receipt === id);
    expect(made).toHaveLength(1);
    expect(made[0]?.idempotencyKey).toBe(`ft_refund_${id}_0`);

    const failed = await deliver(
      refundEvent('refund.failed', { id: made[0]?.id, receipt: id, status: 'failed' }),
      'evt_refund_failed_1',
    );
    expect(failed.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({
      status: 'pending',
      declines: 1,
      gatewayRefundId: null,
    });
    t.advance(60 * 60_000);
    await retryDueRefunds(t.app);
    const second = t.razorpay.refunds.filter((r) => r.receipt === id);
    expect(second.map((r) => r.idempotencyKey)).toEqual([`ft_refund_${id}_0`, `ft_refund_${id}_1`]);
    expect((await stored(id)).gatewayRefundId).toBe(second[1]?.id);

    // A late event about the refund that failed changes nothing.
    const stale = await deliver(
      refundEvent('refund.processed', { id: made[0]?.id, receipt: id, status: 'processed' }),
      'evt_refund_stale_1',
    );
    expect(stale.statusCode).toBe(200);
    expect((await stored(id)).status).toBe('pending');
  });

  it('gives up after its attempts, lists the refund as failed, and "Retry now" sends it', async () => {
    const order = await t.paidOrder();
    t.razorpay.failRefunds(1_000);
    const res = await adminRefund(t.app, t.admin, order.id, {
      amount: order.total,
      reason: 'Gone',
    });
    const id = res.json().refund._id as string;
    await retryUntilGivenUp(id);
    const failed = await stored(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: REFUND_MAX_ATTEMPTS });
    expect(t.razorpay.refunds.filter((r) => r.receipt === id)).toHaveLength(0);
    expect((await adminRefundList(t.app, t.admin)).map((r) => r._id)).toContain(id);

    // A failed refund no longer holds the money: the order page offers it again.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/subscriptions/${order.id}`,
      headers: bearer(t.admin),
    });
    expect(page.json().refundable).toBe(order.total);

    t.razorpay.failRefunds(0);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${id}/retry`,
      headers: bearer(t.admin),
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().refund).toMatchObject({ status: 'pending', attempts: 1 });
    expect(t.razorpay.refunds.filter((r) => r.receipt === id)).toHaveLength(1);
    expect((await adminRefundList(t.app, t.admin)).map((r) => r._id)).not.toContain(id);
  });

  it('will not retry a failed refund whose money was refunded meanwhile', async () => {
    const order = await t.paidOrder();
    t.razorpay.failRefunds(1_000);
    const res = await adminRefund(t.app, t.admin, order.id, { amount: order.total, reason: 'One' });
    const id = res.json().refund._id as string;
    await retryUntilGivenUp(id);
    t.razorpay.failRefunds(0);
    const other = await adminRefund(t.app, t.admin, order.id, {
      amount: order.total,
      reason: 'Two',
    });
    expect(other.statusCode).toBe(201);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${id}/retry`,
      headers: bearer(t.admin),
    });
    expect(retry.statusCode).toBe(409);
    expect((await stored(id)).status).toBe('failed');
  });

  it('refuses to refund through a gateway this server does not run', async () => {
    const order = await t.paidOrder();
    await t.app.db
      .update(transactions)
      .set({ gateway: 'test' })
      .where(eq(transactions.subscriptionId, order.id));
    const res = await adminRefund(t.app, t.admin, order.id, {
      amount: 100,
      reason: 'Old test order',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REFUND_MSG.gatewayUnavailable);
    expect(
      await t.app.db.select().from(refunds).where(eq(refunds.subscriptionId, order.id)),
    ).toHaveLength(0);
  });

  it('never refunds twice when the answer was lost, and a webhook may arrive before it is known', async () => {
    const order = await t.paidOrder();
    t.razorpay.loseRefundAnswers(1);
    const id = await refundLeftPending(order.id, 250, 'Lost answer');
    const made = t.razorpay.refunds.filter((r) => r.receipt === id);
    expect(made).toHaveLength(1);

    // The retry asks with the same key and gets back the refund already made.
    t.advance(60 * 60_000);
    await retryDueRefunds(t.app);
    expect(t.razorpay.refunds.filter((r) => r.receipt === id)).toHaveLength(1);
    expect((await stored(id)).gatewayRefundId).toBe(made[0]?.id);

    // A second order's answer lost, and its webhook arrives first: found by the receipt.
    const other = await t.paidOrder();
    t.razorpay.loseRefundAnswers(1);
    const lost = await adminRefund(t.app, t.admin, other.id, { amount: 250, reason: 'Lost again' });
    const lostId = lost.json().refund._id as string;
    const lostMade = t.razorpay.refunds.find((r) => r.receipt === lostId);
    const raw = refundEvent('refund.processed', {
      id: lostMade?.id,
      receipt: lostId,
      status: 'processed',
    });
    expect((await deliver(raw, 'evt_refund_before_answer')).statusCode).toBe(200);
    expect(await stored(lostId)).toMatchObject({
      status: 'processed',
      gatewayRefundId: lostMade?.id,
    });
    t.advance(60 * 60_000);
    await retryDueRefunds(t.app);
    expect(t.razorpay.refunds.filter((r) => r.receipt === lostId)).toHaveLength(1);
  });
});
