import { CANCEL_MSG } from '@fitthali/domain/cancel-messages';
import { MSG } from '@fitthali/domain/messages';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../../src/db/schema/catalogue.ts';
import { subscriptions, unappliedPayments } from '../../../src/db/schema/orders.ts';
import { refunds } from '../../../src/db/schema/refunds.ts';
import { users } from '../../../src/db/schema/users.ts';
import { adminToken } from '../../factories/admin.ts';
import { orderPayload, payWithTestGateway, subscribe } from '../../factories/orders.ts';
import { bearer, randomAddress, signupUser } from '../../factories/users.ts';
import { couponUses } from '../../helpers/coupon-invariant.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function remove(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'DELETE', url: '/api/user/delete', headers });
}

describe('DELETE /api/user/delete', () => {
  it('erases the person, kills the token at once, and frees the email and phone', async () => {
    const { token, payload, user } = await signupUser(t.app);
    const res = await remove(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.accountDeleted });

    const rows = await t.app.db.select().from(users).where(eq(users.id, user._id));
    expect(rows).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    expect((await remove(bearer(token))).statusCode).toBe(401);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: payload.email, password: payload.password },
      remoteAddress: randomAddress(),
    });
    expect(login.statusCode).toBe(401);

    const again = await signupUser(t.app, { email: payload.email, phone: payload.phone });
    expect(again.user._id).not.toBe(user._id);
  });

  it('answers 401 without a token', async () => {
    expect((await remove()).statusCode).toBe(401);
  });

  it('does not delete the configured admin account', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    const res = await remove(bearer(login.json().token));
    expect(res.statusCode).toBe(403);
  });
});

describe('deleting an account ends its plans (issue 11 point 2)', () => {
  async function kitchen(date: string) {
    const token = await adminToken(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/kitchen?date=${date}&slot=Lunch`,
      headers: bearer(token),
    });
    return res.json().deliveries as { customer: string }[];
  }

  it('cancels an active COD plan, so the kitchen sheet no longer cooks for nobody', async () => {
    const asha = await signupUser(t.app, { name: 'Leaving Customer' });
    const placed = await subscribe(t.app, asha.token, orderPayload());
    expect(placed.statusCode).toBe(201);
    const firstDay = orderPayload().startDate;
    expect((await kitchen(firstDay)).map((d) => d.customer)).toContain('Leaving Customer');

    expect((await remove(bearer(asha.token))).statusCode).toBe(200);
    const [sub] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, placed.json().subscriptionId));
    expect(sub).toMatchObject({ status: 'cancelled', userId: null });
    expect((await kitchen(firstDay)).map((d) => d.customer)).not.toContain('Leaving Customer');
    expect((await kitchen(firstDay)).map((d) => d.customer)).not.toContain('User Deleted');
  });

  it('refunds a paid online plan not yet started through the gateway, and frees an unpaid order’s coupon', async () => {
    await t.app.db.insert(coupons).values({ code: 'BYE20', amount: 20, usageLimit: 5 });
    const ravi = await signupUser(t.app);
    const paidOrder = await subscribe(t.app, ravi.token, orderPayload({ paymentMode: 'Online' }));
    const paid = await payWithTestGateway(t.app, ravi.token, paidOrder.json().subscriptionId);
    expect(paid.statusCode).toBe(200);
    const unpaid = await subscribe(
      t.app,
      ravi.token,
      orderPayload({ paymentMode: 'Online', coupon: { code: 'BYE20', amount: 20 }, days: 21 }),
    );
    expect(unpaid.statusCode).toBe(201);
    expect(await couponUses(t.app.db, 'BYE20')).toEqual({ usedCount: 1, held: 1 });

    expect((await remove(bearer(ravi.token))).statusCode).toBe(200);
    expect(await couponUses(t.app.db, 'BYE20')).toEqual({ usedCount: 0, held: 0 });
    // The plan starts two days out: all of it goes back to the card, as a customer's own cancel.
    const made = await t.app.db
      .select()
      .from(refunds)
      .where(eq(refunds.subscriptionId, paidOrder.json().subscriptionId));
    expect(made).toMatchObject([
      { amount: paidOrder.json().totalPrice, status: 'processed', reason: CANCEL_MSG.refundReason },
    ]);
    const held = await t.app.db
      .select()
      .from(unappliedPayments)
      .where(eq(unappliedPayments.subscriptionId, paidOrder.json().subscriptionId));
    expect(held).toEqual([]);
    const statuses = await t.app.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(
        inArray(subscriptions.id, [paidOrder.json().subscriptionId, unpaid.json().subscriptionId]),
      );
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
  });
});
