import { MSG } from '@fitthali/domain/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../../src/orders/expire-unpaid-orders.ts';
import { placeOnlineOrder, storedOrder } from '../../factories/orders.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import {
  createRazorpayTestApp,
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  sign,
  signPayment,
  signWebhook,
} from '../../helpers/razorpay-test-app.ts';

const t = await createRazorpayTestApp();
afterAll(() => t.close());

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
    const { order } = await placeOnlineOrder(t.app);
    expect(order).toMatchObject({
      status: 'pending',
      payment: {
        gateway: 'razorpay',
        keyId: RAZORPAY_KEY_ID,
        currency: 'INR',
        amount: order.totalPrice * 100,
      },
    });
    const sent = t.razorpay.orders.find((o) => o.id === order.payment.orderId);
    expect(sent?.amount).toBe(order.totalPrice * 100);
    expect(sent?.auth).toBe(
      `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64')}`,
    );
    const { sub, txn } = await storedOrder(t.app.db, order.subscriptionId);
    expect(sub).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(txn).toMatchObject({
      status: 'pending',
      gateway: 'razorpay',
      gatewayOrderId: order.payment.orderId,
    });
    expect(t.announced.some((e) => e.subscriptionId === order.subscriptionId)).toBe(false);
  });

  it('marks the order paid on a good signature, once, and announces it once', async () => {
    const { token, order } = await placeOnlineOrder(t.app);
    const paymentId = 'pay_Good0000000001';
    const body = {
      subscriptionId: order.subscriptionId,
      razorpay_order_id: order.payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(order.payment.orderId, paymentId),
    };
    const res = await verify(token, body);
    expect(res.statusCode).toBe(200);
    const { sub, txn } = await storedOrder(t.app.db, order.subscriptionId);
    expect(sub).toMatchObject({ status: 'active', paymentStatus: 'paid' });
    expect(txn).toMatchObject({ status: 'paid', gatewayPaymentId: paymentId });
    expect(t.announced.filter((e) => e.subscriptionId === order.subscriptionId)).toHaveLength(1);

    const again = await verify(token, body);
    expect(again.statusCode).toBe(409);
    expect(t.announced.filter((e) => e.subscriptionId === order.subscriptionId)).toHaveLength(1);
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
        sig: signPayment('order_Other', p),
      }),
    ],
    ['a non-hex signature', (o: string) => ({ order: o, sig: 'zzzz' })],
  ])('refuses %s and leaves the order pending', async (_label, make) => {
    const { token, order } = await placeOnlineOrder(t.app);
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
    expect((await storedOrder(t.app.db, order.subscriptionId)).sub?.status).toBe('pending');
  });

  it('lets nobody verify another customer’s order', async () => {
    const { order } = await placeOnlineOrder(t.app);
    const other = await signupUser(t.app);
    const paymentId = 'pay_Other0000001';
    const res = await verify(other.token, {
      subscriptionId: order.subscriptionId,
      razorpay_order_id: order.payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(order.payment.orderId, paymentId),
    });
    expect(res.statusCode).toBe(404);
  });

  it('accepts a signed webhook, ignores a replayed event id, refuses a bad signature', async () => {
    const { order } = await placeOnlineOrder(t.app);
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
    expect((await storedOrder(t.app.db, order.subscriptionId)).sub?.status).toBe('pending');

    const good = await webhook(event, signWebhook(raw), 'evt_0001');
    expect(good.statusCode).toBe(200);
    expect((await storedOrder(t.app.db, order.subscriptionId)).sub).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
    });
    expect(t.announced.filter((e) => e.subscriptionId === order.subscriptionId)).toHaveLength(1);

    const replay = await webhook(event, signWebhook(raw), 'evt_0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ duplicate: true });
    // A different delivery of the same payment changes nothing either.
    const again = await webhook(event, signWebhook(raw), 'evt_0002');
    expect(again.statusCode).toBe(200);
    expect(t.announced.filter((e) => e.subscriptionId === order.subscriptionId)).toHaveLength(1);
  });

  it('expires unpaid orders, and a late payment still activates the order', async () => {
    const { token, order } = await placeOnlineOrder(t.app);
    const expired = await expireUnpaidOrders(t.app.db, new Date(Date.now() + 31 * 60_000));
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await storedOrder(t.app.db, order.subscriptionId)).sub).toMatchObject({
      status: 'expired',
      paymentStatus: 'expired',
    });
    const paymentId = 'pay_Late00000001';
    const res = await verify(token, {
      subscriptionId: order.subscriptionId,
      razorpay_order_id: order.payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(order.payment.orderId, paymentId),
    });
    expect(res.statusCode).toBe(200);
    expect((await storedOrder(t.app.db, order.subscriptionId)).sub?.status).toBe('active');
  });
});
