import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../../src/db/schema/catalogue.ts';
import { subscriptions, transactions } from '../../../src/db/schema/orders.ts';
import { expireUnpaidOrders } from '../../../src/orders/expire-unpaid-orders.ts';
import { orderPayload, payWithTestGateway, subscribe } from '../../factories/orders.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { couponUses } from '../../helpers/coupon-invariant.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function act(token: string, id: string, action: 'pay' | 'cancel') {
  return t.app.inject({
    method: 'POST',
    url: `/api/user/subscriptions/${id}/${action}`,
    headers: bearer(token),
  });
}

async function unpaidOrder(token: string, coupon?: { code: string; amount: number }) {
  const res = await subscribe(t.app, token, orderPayload({ paymentMode: 'Online', coupon }));
  expect(res.statusCode).toBe(201);
  return res.json() as { subscriptionId: string; totalPrice: number; payment: { orderId: string } };
}

describe('an abandoned online checkout (issue 11 point 5)', () => {
  it('Pay now answers with the same order and gateway order, and paying it activates it', async () => {
    const { token } = await signupUser(t.app);
    const placed = await unpaidOrder(token);
    const resumed = await act(token, placed.subscriptionId, 'pay');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      success: true,
      subscriptionId: placed.subscriptionId,
      status: 'pending',
      payment: { gateway: 'test', orderId: placed.payment.orderId },
    });
    const paid = await payWithTestGateway(t.app, token, placed.subscriptionId);
    expect(paid.statusCode).toBe(200);
    expect((await act(token, placed.subscriptionId, 'pay')).json().status).toBe('active');
    // A paid plan cancels here too, by the refund rule (issue 14 point 2, decision 95).
    const cancel = await act(token, placed.subscriptionId, 'cancel');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      subscription: { status: 'cancelled' },
      refund: { amount: placed.totalPrice },
    });
  });

  it('Cancel ends the order, gives back its coupon use, and a repeat changes nothing', async () => {
    await t.app.db.insert(coupons).values({ code: 'LEFT10', amount: 10, usageLimit: 3 });
    const { token } = await signupUser(t.app);
    const placed = await unpaidOrder(token, { code: 'LEFT10', amount: 10 });
    expect(await couponUses(t.app.db, 'LEFT10')).toEqual({ usedCount: 1, held: 1 });

    const first = await act(token, placed.subscriptionId, 'cancel');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: MSG.unpaidOrderCancelled,
      subscription: { status: 'cancelled' },
    });
    const again = await act(token, placed.subscriptionId, 'cancel');
    expect(again.statusCode).toBe(200);
    expect(await couponUses(t.app.db, 'LEFT10')).toEqual({ usedCount: 0, held: 0 });
    const [txn] = await t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.subscriptionId, placed.subscriptionId));
    expect(txn?.status).toBe('expired');
    expect((await act(token, placed.subscriptionId, 'pay')).statusCode).toBe(409);
  });

  it('an expired order cannot be paid from here, says why, and shows as expired', async () => {
    const { token } = await signupUser(t.app);
    const placed = await unpaidOrder(token);
    await expireUnpaidOrders(t.app.db, new Date(Date.now() + 31 * 60_000));
    const res = await act(token, placed.subscriptionId, 'pay');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: MSG.orderExpiredUnpaid });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(profile.json().user.subscriptions[0]).toMatchObject({ status: 'expired' });
    // Cancelling an expired order tidies it away.
    expect((await act(token, placed.subscriptionId, 'cancel')).statusCode).toBe(200);
  });

  it("never touches another customer's order, and refuses bad ids", async () => {
    const owner = await signupUser(t.app);
    const other = await signupUser(t.app);
    const placed = await unpaidOrder(owner.token);
    expect((await act(other.token, placed.subscriptionId, 'pay')).statusCode).toBe(404);
    expect((await act(other.token, placed.subscriptionId, 'cancel')).statusCode).toBe(404);
    expect((await act(other.token, 'not-a-uuid', 'cancel')).statusCode).toBe(404);
    const [sub] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, placed.subscriptionId));
    expect(sub?.status).toBe('pending');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/user/subscriptions/${placed.subscriptionId}/cancel`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
