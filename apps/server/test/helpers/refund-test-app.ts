import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { adminToken } from '../factories/admin.ts';
import { placeOnlineOrder } from '../factories/orders.ts';
import type { FakeRazorpay } from '../fakes/fake-razorpay.ts';
import {
  confirmRazorpayPayment,
  createRazorpayTestApp,
  type RazorpayTestApp,
} from './razorpay-test-app.ts';

export interface RefundTestApp {
  readonly app: FastifyInstance;
  readonly razorpay: FakeRazorpay;
  /** An admin token for the app. */
  readonly admin: string;
  /** Moves the server's clock forward, past a retry's backoff. */
  advance(ms: number): void;
  /** A new customer's online order, paid through Razorpay Checkout as the browser confirms it. */
  paidOrder(): Promise<PaidOrder>;
}

export interface PaidOrder {
  token: string;
  id: string;
  total: number;
  paymentId: string;
}

/**
 * The refund tests' app: Razorpay's stand-in behind the server, a clock the tests move forward and
 * online orders paid through Checkout. Registers its own beforeAll and afterAll; each test starts
 * on the real clock with the stand-in answering every refund call.
 */
export function refundTestApp(): RefundTestApp {
  let now = new Date();
  let t: RazorpayTestApp | undefined;
  let admin = '';
  let payments = 0;
  beforeAll(async () => {
    t = await createRazorpayTestApp({ clock: () => now });
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    now = new Date();
    made().razorpay.failRefunds(0);
    made().razorpay.loseRefundAnswers(0);
  });
  function made() {
    if (!t) throw new Error('the test app is made in beforeAll');
    return t;
  }
  return {
    get app() {
      return made().app;
    },
    get razorpay() {
      return made().razorpay;
    },
    get admin() {
      return admin;
    },
    advance(ms) {
      now = new Date(now.getTime() + ms);
    },
    async paidOrder() {
      const { app } = made();
      const { token, order } = await placeOnlineOrder(app);
      payments += 1;
      const paymentId = `pay_Paid${String(payments).padStart(10, '0')}`;
      expect((await confirmRazorpayPayment(app, token, order, paymentId)).statusCode).toBe(200);
      return { token, id: order.subscriptionId, total: order.totalPrice, paymentId };
    },
  };
}
