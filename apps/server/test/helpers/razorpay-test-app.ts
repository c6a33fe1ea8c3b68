import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BuildOptions } from '../../src/app.ts';
import type { NewOrderEvent } from '../../src/realtime/realtime.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../fakes/fake-razorpay.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The keys the payment tests configure Razorpay with and sign their callbacks by. */
export const RAZORPAY_KEY_ID = 'rzp_test_key123';
export const RAZORPAY_KEY_SECRET = 'razorpay-key-secret';
export const RAZORPAY_WEBHOOK_SECRET = 'razorpay-webhook-secret';

/** Razorpay's signature: hex HMAC-SHA256 of the message with the secret. */
export function sign(secret: string, message: string) {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** What Checkout returns for a payment: the gateway order and payment ids signed with the key secret. */
export function signPayment(orderId: string, paymentId: string) {
  return sign(RAZORPAY_KEY_SECRET, `${orderId}|${paymentId}`);
}

/** What Razorpay sends a webhook with: the raw body signed with the webhook secret. */
export function signWebhook(raw: string) {
  return sign(RAZORPAY_WEBHOOK_SECRET, raw);
}

/** What Razorpay Checkout's handler posts back for a payment of our gateway order. */
export function confirmRazorpayPayment(
  app: FastifyInstance,
  token: string,
  order: { subscriptionId: string; payment: { orderId: string } },
  paymentId: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      subscriptionId: order.subscriptionId,
      razorpay_order_id: order.payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(order.payment.orderId, paymentId),
    },
  });
}

/** A webhook as Razorpay delivers it: the raw body, signed with the webhook secret unless forged. */
export function deliverWebhook(
  app: FastifyInstance,
  raw: string,
  eventId: string,
  signature = signWebhook(raw),
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
}

export interface RazorpayTestApp extends TestApp {
  razorpay: FakeRazorpay;
  /** Every new-order announcement, so a test can check an order is announced exactly once. */
  announced: NewOrderEvent[];
}

/**
 * A test app whose online payments go to a local stand-in for Razorpay (the test gateway stays on),
 * recording each new-order announcement while still sending it.
 */
export async function createRazorpayTestApp(options: BuildOptions = {}): Promise<RazorpayTestApp> {
  const razorpay = await startFakeRazorpay();
  const t = await createTestApp(
    {
      payments: {
        razorpay: {
          keyId: RAZORPAY_KEY_ID,
          keySecret: RAZORPAY_KEY_SECRET,
          webhookSecret: RAZORPAY_WEBHOOK_SECRET,
          apiUrl: razorpay.url,
        },
        testMode: true,
        onlineOrderTtlMinutes: 30,
      },
    },
    options,
  );
  const announced: NewOrderEvent[] = [];
  const original = t.app.realtime.notifyNewOrder;
  t.app.realtime.notifyNewOrder = (event) => {
    announced.push(event);
    original(event);
  };
  return {
    ...t,
    razorpay,
    announced,
    close: async () => {
      await t.close();
      await razorpay.close();
    },
  };
}
