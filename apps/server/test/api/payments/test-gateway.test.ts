import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../src/db/schema/orders.ts';
import { orderPayload, subscribe } from '../../factories/orders.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function complete(token: string, subscriptionId: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/test/complete',
    headers: bearer(token),
    payload: { subscriptionId } as object,
  });
}

describe('the built-in test gateway', () => {
  it('keeps an online order pending until paid, then activates it', async () => {
    const { token } = await signupUser(t.app);
    const res = await subscribe(t.app, token, orderPayload({ paymentMode: 'Online' }));
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ status: 'pending', payment: { gateway: 'test' } });

    const paid = await complete(token, order.subscriptionId);
    expect(paid.statusCode).toBe(200);
    const [sub] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, order.subscriptionId));
    expect(sub).toMatchObject({ status: 'active', paymentStatus: 'paid' });

    const twice = await complete(token, order.subscriptionId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MSG.orderAlreadyPaid);
  });

  it('refuses COD orders, other customers’ orders and junk ids', async () => {
    const asha = await signupUser(t.app);
    const ravi = await signupUser(t.app);
    const cod = (await subscribe(t.app, asha.token, orderPayload())).json();
    expect((await complete(asha.token, cod.subscriptionId)).statusCode).toBe(404);
    const online = (
      await subscribe(t.app, asha.token, orderPayload({ paymentMode: 'Online' }))
    ).json();
    expect((await complete(ravi.token, online.subscriptionId)).statusCode).toBe(404);
    expect((await complete(asha.token, 'not-an-id')).statusCode).toBe(404);
    expect((await complete(asha.token, undefined)).statusCode).toBe(400);
  });

  it('is refused when online payments are off (production without Razorpay)', async () => {
    const off = await createTestApp({
      payments: { razorpay: undefined, testMode: false, onlineOrderTtlMinutes: 30 },
    });
    const { token } = await signupUser(off.app);
    const res = await subscribe(off.app, token, orderPayload({ paymentMode: 'Online' }));
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(MSG.onlinePaymentUnavailable);
    await off.close();
  });
});
