import { MSG } from '@fitthali/domain/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../src/db/schema/orders.ts';
import { ODISHA_ADDRESS, orderPayload, subscribe } from '../../factories/orders.ts';
import { signupUser } from '../../factories/users.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let gatewayOrders = 0;
beforeAll(async () => {
  t = await createTestApp();
  const gateway = t.app.payments.online;
  if (!gateway) throw new Error('the test gateway should be on');
  const create = gateway.createOrder.bind(gateway);
  gateway.createOrder = (input) => {
    gatewayOrders += 1;
    return create(input);
  };
});
afterAll(async () => {
  await t.close();
});

async function ordersWithKey(key: string) {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(subscriptions)
    .where(eq(subscriptions.idempotencyKey, key));
  return row?.n ?? 0;
}

describe('an Idempotency-Key replay', () => {
  it.each([
    ['another payment mode', { paymentMode: 'Online' }],
    ['another address', { address: { ...ODISHA_ADDRESS, at: 'Plot 7, Saheed Nagar' } }],
    ['another meal option', { mealOption: 'Non-Veg' }],
  ])('with %s is refused, not answered with the first order', async (_, change) => {
    const { token } = await signupUser(t.app);
    const key = `key-${Math.random().toString(36).slice(2, 12)}`;
    const first = await subscribe(t.app, token, orderPayload(), key);
    expect(first.statusCode).toBe(201);
    // Price the changed request properly, so only the key ties it to the first order.
    const changed = { ...orderPayload(change as never), ...change };
    const retry = await subscribe(t.app, token, changed, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(MSG.idempotencyMismatch);
    expect(await ordersWithKey(key)).toBe(1);
  });

  it('with the same request answers as the first, even with weekdays in another order', async () => {
    const { token } = await signupUser(t.app);
    const key = 'same-request-key-1';
    const payload = orderPayload();
    const first = await subscribe(t.app, token, payload, key);
    const reordered = { ...payload, selectedDays: [...payload.selectedDays].reverse() };
    const again = await subscribe(t.app, token, reordered, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().subscriptionId).toBe(first.json().subscriptionId);
  });

  it('makes one order and one gateway order from 50 parallel online retries', async () => {
    const { token } = await signupUser(t.app);
    const key = 'parallel-online-retry';
    const before = gatewayOrders;
    const payload = orderPayload({ paymentMode: 'Online' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => subscribe(t.app, token, payload, key)),
    );
    for (const a of answers) expect(a.statusCode).toBe(201);
    const ids = new Set(answers.map((a) => a.json().subscriptionId));
    const gatewayIds = new Set(answers.map((a) => a.json().payment?.orderId));
    expect(ids.size).toBe(1);
    expect(gatewayIds.size).toBe(1);
    expect(gatewayOrders - before).toBe(1);
    expect(await ordersWithKey(key)).toBe(1);
  });
});
