import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expireCredits } from '../../../src/credits/credit-ledger.ts';
import { creditEntries } from '../../../src/db/schema/credits.ts';
import { credits, customerWithOrder, missFirst, payloadSpending } from '../../factories/credits.ts';
import { subscribe } from '../../factories/orders.ts';
import { deleteAccount, signupUser } from '../../factories/users.ts';
import { clockedTestApp, type DeliveryAnswer } from '../../helpers/clocked-app.ts';

const t = clockedTestApp();

async function trail(orderId: string) {
  const res = await t.call('GET', `/api/admin/subscriptions/${orderId}`, t.admin);
  return res.json().events as { action: string; reason: string | null; detail: object }[];
}

describe('a missed delivery is made good (issue 14 point 3)', () => {
  it('earns one meal credit at its frozen value, and marking it missed again earns nothing', async () => {
    // 7 × 249 − 100 = 1643 over 7 meals: the first five are worth 235, the last two 234.
    const order = await customerWithOrder(t, { coupon: { code: 'MEAL100', amount: 100 } });
    const [first] = await missFirst(t, order.deliveries, 1);
    const again = await t.call('POST', `/api/admin/deliveries/${first?._id}/missed`, t.admin, {
      reason: 'Marked twice',
    });
    expect(again.statusCode).toBe(200);
    const mine = await credits(t, order.token);
    expect(mine).toMatchObject({ balance: 1, value: 235 });
    expect(mine.entries).toMatchObject([
      { kind: 'earned', meals: 1, value: 235, reason: CREDIT_MSG.earnedForMissed },
    ]);
    const profile = await t.call('GET', '/api/user/profile', order.token);
    expect(profile.json().user.credits).toBe(1);
    // The mark and its credit are written at one instant, so compared as a set.
    expect((await trail(order.id)).map((e) => e.action).sort()).toEqual([
      'credit-earned',
      'missed',
      'missed',
    ]);
  });

  it('values a Lunch + Dinner meal by its place in delivery order', async () => {
    // 7 days × 2 × 249 = 3486 over 14 meals: 249 each.
    const order = await customerWithOrder(t, {
      slot: 'Lunch + Dinner',
      coupon: { code: 'FLAT50', amount: 50 },
    });
    // 3436 = 14 × 245 + 6: the first six meals (three days) are worth 246.
    const day4Dinner = order.deliveries.find(
      (d, i) => d.slot === 'Dinner' && i >= 6,
    ) as DeliveryAnswer;
    await missFirst(t, [day4Dinner], 1);
    expect(await credits(t, order.token)).toMatchObject({ balance: 1, value: 245 });
  });

  it('takes an unspent credit back when the mark is corrected to delivered', async () => {
    const order = await customerWithOrder(t);
    const [first] = await missFirst(t, order.deliveries, 1);
    const fixed = await t.call('POST', `/api/admin/deliveries/${first?._id}/delivered`, t.admin);
    expect(fixed.statusCode).toBe(200);
    const mine = await credits(t, order.token);
    expect(mine.balance).toBe(0);
    expect(mine.entries.map((e) => `${e.kind} ${e.meals}`).sort()).toEqual([
      'adjusted -1',
      'earned 1',
    ]);
    // Missed once more, it earns again.
    await missFirst(t, order.deliveries, 1);
    expect((await credits(t, order.token)).balance).toBe(1);
  });

  it('keeps a credit already spent, and the trail says so', async () => {
    const order = await customerWithOrder(t);
    const [first] = await missFirst(t, order.deliveries, 1);
    const next = await subscribe(t.app, order.token, payloadSpending(t, 1, 249));
    expect(next.statusCode).toBe(201);
    await t.call('POST', `/api/admin/deliveries/${first?._id}/delivered`, t.admin);
    expect((await credits(t, order.token)).balance).toBe(0);
    const kept = (await trail(order.id)).find((e) => e.action === 'credit-kept');
    expect(kept?.reason).toMatch(/already used/);
  });
});

describe('GET /api/user/credits', () => {
  it('answers only the signed-in customer, with their own balance', async () => {
    const order = await customerWithOrder(t);
    await missFirst(t, order.deliveries, 2);
    const other = await signupUser(t.app);
    expect(await credits(t, other.token)).toMatchObject({ balance: 0, entries: [] });
    expect((await credits(t, order.token)).balance).toBe(2);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/credits' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never counts an expired lot, before or after the expiry job, which writes it once', async () => {
    const order = await customerWithOrder(t);
    await missFirst(t, order.deliveries, 1);
    const [lot] = (await credits(t, order.token)).lots;
    const expiresAt = new Date(lot?.expiresAt ?? '');
    t.setNow(new Date(expiresAt.getTime() - 1));
    expect((await credits(t, order.token)).balance).toBe(1);
    t.setNow(expiresAt);
    expect((await credits(t, order.token)).balance).toBe(0);
    expect((await t.call('GET', '/api/user/profile', order.token)).json().user.credits).toBe(0);
    expect(await expireCredits(t.app.db, expiresAt)).toBeGreaterThanOrEqual(1);
    expect(await expireCredits(t.app.db, expiresAt)).toBe(0);
    const entries = await t.app.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, order.userId));
    expect(entries.map((e) => e.kind).sort()).toEqual(['earned', 'expired']);
    expect(entries.reduce((sum, e) => sum + e.meals, 0)).toBe(0);
  });

  it('goes with the account when the customer deletes it, spent credits and all', async () => {
    const order = await customerWithOrder(t);
    await missFirst(t, order.deliveries, 2);
    expect((await subscribe(t.app, order.token, payloadSpending(t, 1, 249))).statusCode).toBe(201);
    const gone = await deleteAccount(t.app, order.token);
    expect(gone.statusCode).toBe(200);
    const left = await t.app.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, order.userId));
    expect(left).toEqual([]);
  });

  it('lasts as many days as the operator sets', async () => {
    const bad = await t.call('PUT', '/api/admin/credit-settings', t.admin, { expiryDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CREDIT_MSG.invalidExpiryDays);
    const set = await t.call('PUT', '/api/admin/credit-settings', t.admin, { expiryDays: 30 });
    expect(set.statusCode).toBe(200);
    const order = await customerWithOrder(t);
    await missFirst(t, order.deliveries, 1);
    const [lot] = (await credits(t, order.token)).lots;
    const days = (Date.parse(lot?.expiresAt ?? '') - t.app.now().getTime()) / 86_400_000;
    expect(days).toBe(30);
    const read = await t.call('GET', '/api/admin/credit-settings', t.admin);
    expect(read.json()).toMatchObject({ success: true, expiryDays: 30 });
    await t.call('PUT', '/api/admin/credit-settings', t.admin, { expiryDays: 90 });
    expect((await t.call('GET', '/api/admin/credit-settings', order.token)).statusCode).toBe(403);
  });
});
