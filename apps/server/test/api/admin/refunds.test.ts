import {
  nothingLeftToRefundMessage,
  REFUND_MSG,
  refundAboveLimitMessage,
} from '@fitthali/domain/refund-messages';
import { refundCeiling } from '@fitthali/domain/refunds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../../../src/db/schema/deliveries.ts';
import { refunds } from '../../../src/db/schema/refunds.ts';
import { adminToken } from '../../factories/admin.ts';
import {
  orderPayload,
  payWithTestGateway,
  placeOnlineOrder,
  subscribe,
} from '../../factories/orders.ts';
import { adminRefund } from '../../factories/refunds.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

// Refunds through the built-in test gateway: the whole flow works with no internet (decision 89).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

/** A customer with an online order paid through the test gateway. */
async function paidOrder() {
  const placed = await placeOnlineOrder(t.app);
  const paid = await payWithTestGateway(t.app, placed.token, placed.order.subscriptionId);
  expect(paid.statusCode).toBe(200);
  return {
    token: placed.token,
    id: placed.order.subscriptionId as string,
    total: placed.order.totalPrice as number,
  };
}

function storedRefunds(subscriptionId: string) {
  return t.app.db.select().from(refunds).where(eq(refunds.subscriptionId, subscriptionId));
}

describe('POST /api/admin/subscriptions/:id/refunds (test gateway)', () => {
  it('refunds the whole payment: processed at once, in the trail, and shown to the customer', async () => {
    const order = await paidOrder();
    const res = await adminRefund(t.app, admin, order.id, {
      amount: order.total,
      reason: 'Customer moved out of the delivery area',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      refund: { amount: order.total, status: 'processed', gateway: 'test', expected: null },
      refundable: 0,
    });
    const [row] = await storedRefunds(order.id);
    expect(row).toMatchObject({
      status: 'processed',
      actor: 'admin',
      attempts: 1,
      reason: 'Customer moved out of the delivery area',
    });
    expect(row?.gatewayRefundId).toMatch(/^test_rfnd_/);
    const trail = await t.app.db
      .select({ action: orderEvents.action, reason: orderEvents.reason })
      .from(orderEvents)
      .where(eq(orderEvents.subscriptionId, order.id));
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'refund', reason: 'Customer moved out of the delivery area' },
        { action: 'refund-processed', reason: null },
      ]),
    );

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/user/subscriptions/${order.id}`,
      headers: bearer(order.token),
    });
    expect(mine.json().refunds).toEqual([
      expect.objectContaining({ amount: order.total, status: 'processed' }),
    ]);
    expect(mine.json().refunds[0].reason).toBeUndefined();
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(order.token),
    });
    expect(profile.json().user.refunds).toEqual([
      expect.objectContaining({ subscriptionId: order.id, amount: order.total }),
    ]);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/subscriptions/${order.id}`,
      headers: bearer(admin),
    });
    expect(page.json()).toMatchObject({
      refundable: 0,
      refunds: [{ amount: order.total, status: 'processed' }],
    });
  });

  it('refunds part, then the rest, and refuses anything above what is left', async () => {
    const order = await paidOrder();
    const first = await adminRefund(t.app, admin, order.id, {
      amount: 500,
      reason: 'Two meals late',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().refundable).toBe(order.total - 500);

    const above = await adminRefund(t.app, admin, order.id, {
      amount: order.total - 499,
      reason: 'Too much',
    });
    expect(above.statusCode).toBe(409);
    expect(above.json()).toEqual({
      success: false,
      message: refundAboveLimitMessage(
        refundCeiling(order.total, [{ amount: 500, status: 'processed' }], 0),
      ),
    });

    const rest = await adminRefund(t.app, admin, order.id, {
      amount: order.total - 500,
      reason: 'The rest',
    });
    expect(rest.statusCode).toBe(201);
    const none = await adminRefund(t.app, admin, order.id, { amount: 1, reason: 'Once more' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      nothingLeftToRefundMessage(
        refundCeiling(order.total, [{ amount: order.total, status: 'processed' }], 0),
      ),
    );
    expect(await storedRefunds(order.id)).toHaveLength(2);
  });

  it.each([
    ['more than was paid', { amount: 10_000_000, reason: 'x' }, 400, null],
    ['a negative amount', { amount: -100, reason: 'x' }, 400, REFUND_MSG.amountNotPositive],
    ['zero', { amount: 0, reason: 'x' }, 400, REFUND_MSG.amountNotPositive],
    ['a fraction', { amount: 10.5, reason: 'x' }, 400, REFUND_MSG.amountNotWhole],
    ['an amount as text', { amount: '100', reason: 'x' }, 400, REFUND_MSG.amountNotWhole],
    ['no reason', { amount: 100 }, 400, REFUND_MSG.reasonRequired],
    ['a blank reason', { amount: 100, reason: '   ' }, 400, REFUND_MSG.reasonRequired],
  ])('refuses %s and writes nothing', async (_name, body, status, message) => {
    const order = await paidOrder();
    const res = await adminRefund(t.app, admin, order.id, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().success).toBe(false);
    if (message) expect(res.json().message).toBe(message);
    expect(await storedRefunds(order.id)).toHaveLength(0);
  });

  it('refuses more than the payment with the figure the admin may use', async () => {
    const order = await paidOrder();
    const res = await adminRefund(t.app, admin, order.id, { amount: order.total + 1, reason: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(refundAboveLimitMessage(refundCeiling(order.total, [], 0)));
  });

  it('asks for an Idempotency-Key, and only an admin may refund', async () => {
    const order = await paidOrder();
    const noKey = await adminRefund(t.app, admin, order.id, { amount: 100, reason: 'x' }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe(REFUND_MSG.idempotencyKeyRequired);
    const asCustomer = await adminRefund(t.app, order.token, order.id, {
      amount: 100,
      reason: 'x',
    });
    expect(asCustomer.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/subscriptions/${order.id}/refunds`,
      payload: { amount: 100, reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedRefunds(order.id)).toHaveLength(0);
  });

  it('refuses a COD order and an unpaid online order', async () => {
    const customer = await signupUser(t.app);
    const cod = await subscribe(t.app, customer.token, orderPayload({ paymentMode: 'COD' }));
    const codRes = await adminRefund(t.app, admin, cod.json().subscriptionId, {
      amount: 100,
      reason: 'x',
    });
    expect(codRes.statusCode).toBe(400);
    expect(codRes.json().message).toBe(REFUND_MSG.codNotRefundable);

    const unpaid = await placeOnlineOrder(t.app);
    const unpaidRes = await adminRefund(t.app, admin, unpaid.order.subscriptionId, {
      amount: 100,
      reason: 'x',
    });
    expect(unpaidRes.statusCode).toBe(409);
    expect(unpaidRes.json().message).toBe(REFUND_MSG.notPaidOnline);

    const unknown = await adminRefund(t.app, admin, '00000000-0000-4000-8000-000000000000', {
      amount: 100,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('makes one refund for one Idempotency-Key, even for a double click', async () => {
    const order = await paidOrder();
    const key = 'double-click-refund-1';
    const body = { amount: 300, reason: 'Double click' };
    const [a, b] = await Promise.all([
      adminRefund(t.app, admin, order.id, body, key),
      adminRefund(t.app, admin, order.id, body, key),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().refund._id).toBe(b.json().refund._id);
    const again = await adminRefund(t.app, admin, order.id, body, key);
    expect(again.statusCode).toBe(200);
    expect(await storedRefunds(order.id)).toHaveLength(1);

    const otherAmount = await adminRefund(t.app, admin, order.id, { ...body, amount: 301 }, key);
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json().message).toBe(REFUND_MSG.idempotencyMismatch);
  });

  it('lets one of two refunds racing over the limit through', async () => {
    const order = await paidOrder();
    const body = { amount: order.total - 100, reason: 'Race' };
    const results = await Promise.all([
      adminRefund(t.app, admin, order.id, body),
      adminRefund(t.app, admin, order.id, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().message).toBe(
      refundAboveLimitMessage(
        refundCeiling(order.total, [{ amount: order.total - 100, status: 'processed' }], 0),
      ),
    );
    expect(await storedRefunds(order.id)).toHaveLength(1);
  });

  it('retries only a failed refund', async () => {
    const order = await paidOrder();
    const res = await adminRefund(t.app, admin, order.id, { amount: 100, reason: 'x' });
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${res.json().refund._id}/retry`,
      headers: bearer(admin),
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(REFUND_MSG.onlyFailedRetry);
  });
});
