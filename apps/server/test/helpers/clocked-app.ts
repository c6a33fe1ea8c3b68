import type { StoredAddress } from '@fitthali/domain/address';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import { adminToken } from '../factories/admin.ts';
import {
  type OrderOptions,
  orderPayload,
  payWithTestGateway,
  subscribe,
} from '../factories/orders.ts';
import { bearer, signupUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** An instant written in India time, as the kitchen thinks of it. */
export const india = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/** One delivery as the order routes answer it (issue 13's contract). */
export interface DeliveryAnswer {
  _id: string;
  date: string;
  slot: 'Lunch' | 'Dinner';
  status: string;
  changeUntil: string;
  makeup: boolean;
  address: StoredAddress;
  missedReason: string | null;
}

export interface ClockedApp {
  readonly app: FastifyInstance;
  /** An admin token for the app. */
  readonly admin: string;
  /** Moves the server's clock; tests set it from their own orders' dates, never today's. */
  setNow(now: Date): void;
  /** A request made with `token` (a customer's or `admin`) as its bearer. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** A new customer's order placed today: see `placeOrderNow`. */
  placeOrder(options?: PlaceOptions): ReturnType<typeof placeOrderNow>;
}

/**
 * A test app for the file, whose clock (app.now, which every cut-off is judged by) the tests set.
 * Registers its own beforeAll and afterAll. Each test starts on the real clock again, so the orders
 * it places (dated from today, like a customer's) are judged as the server judges them.
 */
export function clockedTestApp(config: () => Partial<AppConfig> = () => ({})): ClockedApp {
  let now = new Date();
  let t: TestApp | undefined;
  let admin = '';
  beforeAll(async () => {
    t = await createTestApp(config(), { clock: () => now });
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    now = new Date();
  });
  const clocked: ClockedApp = {
    get app() {
      if (!t) throw new Error('the test app is made in beforeAll');
      return t.app;
    },
    get admin() {
      return admin;
    },
    setNow(next: Date) {
      now = next;
    },
    call(method, url, token, payload, headers = {}) {
      return clocked.app.inject({
        method,
        url,
        headers: { ...bearer(token), ...headers },
        payload,
      });
    },
    placeOrder(options = {}) {
      return placeOrderNow(clocked, options);
    },
  };
  return clocked;
}

/** An order's choices, and whether it is then paid through the test gateway (at that instant, when a date). */
export type PlaceOptions = OrderOptions & { pay?: true | Date };

/**
 * `token`'s order placed from the clock's today (COD unless the options say otherwise), paid as its
 * Complete test payment button pays it when `pay` says so, with its total and its deliveries as
 * the customer's order page answers them.
 */
export async function orderAtClock(t: ClockedApp, token: string, options: PlaceOptions = {}) {
  const { pay, ...choices } = options;
  const res = await subscribe(t.app, token, orderPayload(choices));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().subscriptionId as string;
  if (pay) {
    if (pay instanceof Date) t.setNow(pay);
    const paid = await payWithTestGateway(t.app, token, id);
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const detail = await t.call('GET', `/api/user/subscriptions/${id}`, token);
  return {
    id,
    total: res.json().totalPrice as number,
    deliveries: detail.json().deliveries as DeliveryAnswer[],
  };
}

/** A new customer's order placed from the clock's today: see `orderAtClock`. */
export async function placeOrderAtClock(t: ClockedApp, options: PlaceOptions = {}) {
  const customer = await signupUser(t.app);
  return {
    ...(await orderAtClock(t, customer.token, options)),
    token: customer.token,
    userId: customer.user._id as string,
    email: customer.payload.email,
  };
}

/** A new customer's online order placed from the clock's today, paid through the test gateway. */
export const paidOnlineAtClock = (t: ClockedApp, options: OrderOptions = {}) =>
  placeOrderAtClock(t, { paymentMode: 'Online', ...options, pay: true });

/**
 * Moves `t`'s clock a minute past `delivery`'s cut-off, so it and the meals before it are being
 * cooked, and answers that instant.
 */
export function pastCutOff(t: ClockedApp, delivery: DeliveryAnswer | undefined): Date {
  if (!delivery) throw new Error('no such delivery');
  const now = new Date(new Date(delivery.changeUntil).getTime() + 60_000);
  t.setNow(now);
  return now;
}

/**
 * A new customer's order, placed as a customer would today: the clock is set back to the real one
 * first, wherever the test had moved it.
 */
export async function placeOrderNow(t: ClockedApp, options: PlaceOptions = {}) {
  t.setNow(new Date());
  return placeOrderAtClock(t, options);
}
