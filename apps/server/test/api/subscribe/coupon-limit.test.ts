import { MSG } from '@fitthali/domain/messages';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../../src/db/schema/catalogue.ts';
import { subscriptions, transactions } from '../../../src/db/schema/orders.ts';
import { expireUnpaidOrders } from '../../../src/orders/expire-unpaid-orders.ts';
import { adminToken } from '../../factories/admin.ts';
import { orderPayload, subscribe } from '../../factories/orders.ts';
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

async function customers(n: number) {
  return Promise.all(Array.from({ length: n }, () => signupUser(t.app)));
}

async function discountedOrders(code: string) {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(subscriptions)
    .where(eq(subscriptions.couponCode, code));
  return row?.n ?? 0;
}

describe('a coupon’s usage limit', () => {
  it('holds under 200 parallel COD orders: exactly 5 discounted, the rest refused', async () => {
    await t.app.db.insert(coupons).values({ code: 'RUSH5', amount: 30, usageLimit: 5 });
    const people = await customers(10);
    const payload = orderPayload({ coupon: { code: 'RUSH5', amount: 30 } });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        subscribe(t.app, people[i % people.length]?.token ?? '', payload),
      ),
    );
    const created = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(195);
    for (const r of refused) expect(r.json().message).toBe(MSG.couponUsedUp);
    expect(await discountedOrders('RUSH5')).toBe(5);
    expect(await couponUses(t.app.db, 'RUSH5')).toEqual({ usedCount: 5, held: 5 });
  });

  it('counts unpaid online orders too: 10 parallel online orders with a limit of 5 make 5', async () => {
    await t.app.db.insert(coupons).values({ code: 'ONLINE5', amount: 20, usageLimit: 5 });
    const people = await customers(10);
    const payload = orderPayload({
      coupon: { code: 'ONLINE5', amount: 20 },
      paymentMode: 'Online',
    });
    const answers = await Promise.all(people.map((p) => subscribe(t.app, p.token, payload)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(await couponUses(t.app.db, 'ONLINE5')).toEqual({ usedCount: 5, held: 5 });

    // Paying them keeps exactly those 5 uses.
    for (const [i, r] of answers.entries()) {
      if (r.statusCode !== 201) continue;
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/payments/test/complete',
        headers: bearer(people[i]?.token ?? ''),
        payload: { subscriptionId: r.json().subscriptionId },
      });
      expect(paid.statusCode).toBe(200);
    }
    expect(await couponUses(t.app.db, 'ONLINE5')).toEqual({ usedCount: 5, held: 5 });
  });

  it('gives the use back when an unpaid order expires, and a late payment takes it again', async () => {
    await t.app.db.insert(coupons).values({ code: 'ONCE40', amount: 40, usageLimit: 1 });
    const [first, second] = await customers(2);
    const payload = orderPayload({ coupon: { code: 'ONCE40', amount: 40 }, paymentMode: 'Online' });
    const placed = await subscribe(t.app, first?.token ?? '', payload);
    expect(placed.statusCode).toBe(201);
    expect((await subscribe(t.app, second?.token ?? '', payload)).json().message).toBe(
      MSG.couponUsedUp,
    );

    await expireUnpaidOrders(t.app.db, new Date(Date.now() + 31 * 60_000));
    expect(await couponUses(t.app.db, 'ONCE40')).toEqual({ usedCount: 0, held: 0 });

    // The customer pays the expired order after all: it is honoured and holds the use again.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/complete',
      headers: bearer(first?.token ?? ''),
      payload: { subscriptionId: placed.json().subscriptionId },
    });
    expect(late.statusCode).toBe(200);
    expect(await couponUses(t.app.db, 'ONCE40')).toEqual({ usedCount: 1, held: 1 });
  });

  it('records a late payment for refund when the coupon was used up after the order expired', async () => {
    await t.app.db.insert(coupons).values({ code: 'LAST10', amount: 10, usageLimit: 1 });
    const [slow, quick] = await customers(2);
    const payload = orderPayload({ coupon: { code: 'LAST10', amount: 10 }, paymentMode: 'Online' });
    const placed = await subscribe(t.app, slow?.token ?? '', payload);
    await expireUnpaidOrders(t.app.db, new Date(Date.now() + 31 * 60_000));
    // Meanwhile someone else takes the last use.
    const taken = await subscribe(t.app, quick?.token ?? '', { ...payload, paymentMode: 'COD' });
    expect(taken.statusCode).toBe(201);

    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/complete',
      headers: bearer(slow?.token ?? ''),
      payload: { subscriptionId: placed.json().subscriptionId },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MSG.paymentNotApplied);
    const [sub] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, placed.json().subscriptionId));
    expect(sub?.status).toBe('expired');
    expect(await couponUses(t.app.db, 'LAST10')).toEqual({ usedCount: 1, held: 1 });

    const admin = await adminToken(t.app);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/unapplied-payments',
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    expect(
      list.json().payments.find((p: { subscriptionId: string }) => p.subscriptionId === sub?.id),
    ).toMatchObject({ amount: sub?.totalPrice, status: 'refund_due' });
  });

  it('gives the use back when an admin cancels an unpaid order, and a COD order before its start', async () => {
    await t.app.db.insert(coupons).values({ code: 'CANCEL9', amount: 10, usageLimit: 9 });
    const [buyer] = await customers(1);
    const online = await subscribe(
      t.app,
      buyer?.token ?? '',
      orderPayload({ coupon: { code: 'CANCEL9', amount: 10 }, paymentMode: 'Online' }),
    );
    const cod = await subscribe(
      t.app,
      buyer?.token ?? '',
      orderPayload({ coupon: { code: 'CANCEL9', amount: 10 } }),
    );
    expect(await couponUses(t.app.db, 'CANCEL9')).toEqual({ usedCount: 2, held: 2 });
    const admin = await adminToken(t.app);
    for (const placed of [online, cod]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/cancel-subscription/${placed.json().subscriptionId}`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
    }
    // Cancelled before the first cut-off, the COD order gives its use back too (decision 95).
    expect(await couponUses(t.app.db, 'CANCEL9')).toEqual({ usedCount: 0, held: 0 });
    const [txn] = await t.app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.subscriptionId, online.json().subscriptionId)));
    expect(txn?.status).toBe('expired');
  });
});
