import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { API_MSG } from '@fitthali/domain/api-messages';
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
import { bearer, deleteAccount, randomAddress, signupUser } from '../../factories/users.ts';
import { couponUses } from '../../helpers/coupon-invariant.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** DELETE /api/user/delete with these headers and body, from one client address. */
function remove(headers: Record<string, string> = {}, payload?: object, remoteAddress?: string) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/user/delete',
    headers,
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const exists = async (id: string) =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

describe('DELETE /api/user/delete', () => {
  it('erases the person, kills the token at once, and frees the email and phone', async () => {
    const { token, payload, user } = await signupUser(t.app);
    const res = await deleteAccount(t.app, token, payload.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: MSG.accountDeleted,
      refund: 0,
      amountDue: 0,
      mealsCancelled: 0,
      forfeited: { meals: 0, value: 0 },
    });

    const rows = await t.app.db.select().from(users).where(eq(users.id, user._id));
    expect(rows).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    expect((await deleteAccount(t.app, token, payload.password)).statusCode).toBe(401);

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
    const res = await deleteAccount(t.app, login.json().token, TEST_ADMIN.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: API_MSG.adminAccountManaged });
  });
});

describe('deleting asks for the password (issue 25 point 2)', () => {
  it('refuses a token alone, or with a blank password, with 403 and a sentence', async () => {
    const { token, user } = await signupUser(t.app);
    for (const body of [undefined, {}, { password: '' }]) {
      const res = await remove(bearer(token), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json()).toEqual({ success: false, message: ACCOUNT_MSG.deletePasswordRequired });
    }
    expect(await exists(user._id)).toBe(true);
    // The token still works: a refusal here does not sign the customer out.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a wrong password with 403, and nothing is cancelled', async () => {
    const { token, user } = await signupUser(t.app);
    const placed = await subscribe(t.app, token, orderPayload());
    const res = await deleteAccount(t.app, token, 'not-my-password');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: ACCOUNT_MSG.deletePasswordWrong });
    expect(await exists(user._id)).toBe(true);
    const [sub] = await t.app.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, placed.json().subscriptionId));
    expect(sub?.status).toBe('active');
  });

  it('throttles wrong passwords on the login’s counters: 429 after the limit, even for the right one', async () => {
    const { token, payload, user } = await signupUser(t.app);
    const address = randomAddress();
    const limit = t.config.throttle.loginPerPair.limit;
    for (let i = 0; i < limit; i += 1) {
      expect((await remove(bearer(token), { password: `guess-${i}` }, address)).statusCode).toBe(
        403,
      );
    }
    const blocked = await remove(bearer(token), { password: payload.password }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: ACCOUNT_MSG.deleteTooManyAttempts });
    expect(await exists(user._id)).toBe(true);
    // The same counters as the login's: the login from that address is locked too.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: payload.email, password: payload.password },
      remoteAddress: address,
    });
    expect(login.statusCode).toBe(429);
    // From elsewhere, the right password still deletes.
    expect(
      (await remove(bearer(token), { password: payload.password }, randomAddress())).statusCode,
    ).toBe(200);
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

    expect((await deleteAccount(t.app, asha.token)).statusCode).toBe(200);
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

    expect((await deleteAccount(t.app, ravi.token)).statusCode).toBe(200);
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
