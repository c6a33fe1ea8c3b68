import { createHmac } from 'node:crypto';
import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, transactions } from '../../../src/db/schema/orders.ts';
import { expireUnpaidOrders } from '../../../src/orders/expire-unpaid-orders.ts';
import { orderPayload, subscribe } from '../../factories/orders.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../fakes/fake-razorpay.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const KEY_ID = 'rzp_test_key123';
const KEY_SECRET = 'razorpay-key-secret';
const WEBHOOK_SECRET = 'razorpay-webhook-secret';

let razorpay: FakeRazorpay;
let t: TestApp;
const events: { subscriptionId: string; totalPrice: number }[] = [];

beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  t = await createTestApp({
    payments: {
      razorpay: {
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: razorpay.url,
      },
      testMode: true,
      onlineOrderTtlMinutes: 30,
    },
  });
  const original = t.app.realtime.notifyNewOrder;
  t.app.realtime.notifyNewOrder = (event) => {
    events.push(event);
    original(event);
  };
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

function sign(secret: string, message: string) {
  return createHmac('sha256', secret).update(message).digest('hex');
}

async function placeOnlineOrder() {
  const customer = await signupUser(t.app);
  const res = await subscribe(t.app, customer.token, orderPayload({ paymentMode: 'Online' }));
  expect(res.statusCode).toBe(201);
  return { ...customer, order: res.json() };
}

async function stored(subscriptionId: string) {
  const [sub] = await t.app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  const [txn] = await t.app.db
    .select()
    .from(transactions)
    .where(eq(transactions.subscriptionId, subscriptionId));
  return { sub, txn };
}

function verify(token: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: bearer(token),
    payload: body,
  });
}

function webhook(body: object, signature: string, eventId?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
    },
    payload: raw,
  });
}

describe('Razorpay', () => {
  it('creates the gateway order for the server-computed amount and keeps the order pending', async () => {
    const { order } = await placeOnlineOrder();
    expect(order).toMatchObject({
      status: 'pending',
      payment: {
        gateway: 'razorpay',
        keyId: KEY_ID,
        currency: 'INR',
        amount: order.totalPrice * 100,
      },
    });
    const sent = razorpay.orders.find((o) => o.id === order.payment.orderId);
    expect(sent?.amount).toBe(order.totalPrice * 100);
    expect(sent?.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    const { sub, txn } = await stored(order.subscriptionId);
    expect(sub).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(txn).toMatchObject({
      status: 'pending',
      gateway: 'razorpay',
      gatewayOrderId: order.payment.orderId,
    });
    expect(events.some((e) => e.subscriptionId === order.subscriptionId)).toBe(false);
  });

  it('marks the order paid on a good signature, once, and announces it once', async () => {
    const { token, order } = await placeOnlineOrder();
    const paymentId = 'pay_Good0000000001';
    const body = {
      subscriptionId: order.subscriptionId,
      razorpay_order_id: order.payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(KEY_SECRET, `${order.payment.orderId}|${paymentId}`),
    };
    const res = await verify(token, body);
    expect(res.statusCode).toBe(200);
    const { sub, txn } = await stored(order.subscriptionId);
    expect(sub).toMatchObject({ status: 'active', paymentStatus: 'paid' });
    expect(txn).toMatchObject({ status: 'paid', gatewayPaymentId: paymentId });
    expect(events.filter((e) => e.subscriptionId === order.subscriptionId)).toHaveLength(1);

    const again = await verify(token, body);
    expect(again.statusCode).toBe(409);
    expect(events.filter((e) => e.subscriptionId === order.subscriptionId)).toHaveLength(1);
  });

  it.each([
    [
      'a bad signature',
      (o: string, p: string) => ({ order: o, sig: sign('wrong-secret', `${o}|${p}`) }),
    ],
    [
      'a signature for another order id',
      (_o: string, p: string) => ({
        order: 'order_Other',
        sig: sign(KEY_SECRET, `order_Other|${p}`),
      }),
    ],
    ['a non-hex signature', (o: string) => ({ order: o, sig: 'zzzz' })],
  ])('refuses %s and leaves the order pending', async (_label, make) => {
    const { token, order } = await placeOnlineOrder();
    const paymentId = 'pay_Bad00000000001';
    const { order: orderId, sig } = make(order.payment.orderId, paymentId);
    const res = await verify(token, {
      subscriptionId: order.subscriptionId,
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sig,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.paymentNotVerified);
    expect((await stored(order.subscriptionId)).sub?.status).toBe('pending');
  });

  it('lets nobody verify another customer’s order', async () => {
    const { order } = await placeOnlineOrder();
    const other = await signupUser(t.app);
    const paymentId = 'pay_Other0000001';
    const res = await verify(other.token, {
      subscriptionId: order.subscriptionId,
      razorpay_order_id: order.payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(KEY_SECRET, `${order.payment.orderId}|${paymentId}`),
    });
    expect(res.statusCode).toBe(404);
  });

  it('accepts a signed webhook, ignores a replayed event id, refuses a bad signature', async () => {
    const { order } = await placeOnlineOrder();
    const event = {
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_Hook00000001',
            order_id: order.payment.orderId,
            amount: order.totalPrice * 100,
          },
        },
      },
    };
    const raw = JSON.stringify(event);
    const bad = await webhook(event, sign('not-the-secret', raw), 'evt_bad_1');
    expect(bad.statusCode).toBe(400);
    expect((await stored(order.subscriptionId)).sub?.status).toBe('pending');

    const good = await webhook(event, sign(WEBHOOK_SECRET, raw), 'evt_0001');
    expect(good.statusCode).toBe(200);
    expect((await stored(order.subscriptionId)).sub).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
    });
    expect(events.filter((e) => e.subscriptionId === order.subscriptionId)).toHaveLength(1);

    const replay = await webhook(event, sign(WEBHOOK_SECRET, raw), 'evt_0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ duplicate: true });
    // A different delivery of the same payment changes nothing either.
    const again = await webhook(event, sign(WEBHOOK_SECRET, raw), 'evt_0002');
    expect(again.statusCode).toBe(200);
    expect(events.filter((e) => e.subscriptionId === order.subscriptionId)).toHaveLength(1);
  });

  it('expires unpaid orders, and a late payment still activates the order', async () => {
    const { token, order } = await placeOnlineOrder();
    const expired = await expireUnpaidOrders(t.app.db, new Date(Date.now() + 31 * 60_000));
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await stored(order.subscriptionId)).sub).toMatchObject({
      status: 'expired',
      paymentStatus: 'expired',
    });
    const paymentId = 'pay_Late00000001';
    const res = await verify(token, {
      subscriptionId: order.subscriptionId,
      razorpay_order_id: order.payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(KEY_SECRET, `${order.payment.orderId}|${paymentId}`),
    });
    expect(res.statusCode).toBe(200);
    expect((await stored(order.subscriptionId)).sub?.status).toBe('active');
  });
});
