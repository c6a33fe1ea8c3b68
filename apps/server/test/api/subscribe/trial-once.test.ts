import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { consecutiveWeekdays } from '@fitthali/domain/delivery-dates';
import { MSG } from '@fitthali/domain/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../src/db/schema/orders.ts';
import { trialClaims } from '../../../src/db/schema/trial-claims.ts';
import { expireUnpaidOrders } from '../../../src/orders/expire-unpaid-orders.ts';
import { orderPayload, payWithTestGateway, subscribe } from '../../factories/orders.ts';
import { bearer, deleteAccount, signupUser } from '../../factories/users.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function trialPayload(paymentMode: 'COD' | 'Online' = 'COD') {
  const startDate = addDays(todayInIndia(), 2);
  return orderPayload({
    days: 3,
    startDate,
    selectedDays: consecutiveWeekdays(startDate, 3),
    paymentMode,
  });
}

async function trialsOf(userId: string) {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row?.n ?? 0;
}

async function profile(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/user/profile',
    headers: bearer(token),
  });
  return res.json().user as { trialUsed: boolean };
}

describe('one 3 day trial per customer (issue 11 point 4)', () => {
  it('refuses a second trial with a clear sentence, and the profile says it is used', async () => {
    const asha = await signupUser(t.app);
    expect((await profile(asha.token)).trialUsed).toBe(false);
    expect((await subscribe(t.app, asha.token, trialPayload())).statusCode).toBe(201);
    expect((await profile(asha.token)).trialUsed).toBe(true);

    const again = await subscribe(t.app, asha.token, trialPayload('Online'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: MSG.trialAlreadyUsed });
    expect(await trialsOf(asha.user._id)).toBe(1);

    // Longer plans are not trials.
    expect((await subscribe(t.app, asha.token, orderPayload({ days: 7 }))).statusCode).toBe(201);
  });

  it('follows the phone number: a new account with the same phone gets no second trial', async () => {
    const first = await signupUser(t.app);
    expect((await subscribe(t.app, first.token, trialPayload())).statusCode).toBe(201);
    const deleted = await deleteAccount(t.app, first.token);
    expect(deleted.statusCode).toBe(200);

    const again = await signupUser(t.app, { phone: first.payload.phone });
    const res = await subscribe(t.app, again.token, trialPayload());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.trialAlreadyUsed);
  });

  it('holds under 20 parallel trial orders from one customer: exactly one is placed', async () => {
    const ravi = await signupUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        subscribe(t.app, ravi.token, trialPayload(i % 2 === 0 ? 'COD' : 'Online')),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 201)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(MSG.trialAlreadyUsed);
    }
    expect(await trialsOf(ravi.user._id)).toBe(1);
  });

  it('an online trial never paid for gives the trial back when it expires', async () => {
    const meera = await signupUser(t.app);
    const unpaid = await subscribe(t.app, meera.token, trialPayload('Online'));
    expect(unpaid.statusCode).toBe(201);
    expect((await profile(meera.token)).trialUsed).toBe(true);

    await expireUnpaidOrders(t.app.db, new Date(Date.now() + 31 * 60_000));
    const claims = await t.app.db
      .select()
      .from(trialClaims)
      .where(eq(trialClaims.subscriptionId, unpaid.json().subscriptionId));
    expect(claims).toHaveLength(0);
    expect((await profile(meera.token)).trialUsed).toBe(false);
    expect((await subscribe(t.app, meera.token, trialPayload())).statusCode).toBe(201);

    // Paying the expired one late cannot make a second trial: the money is flagged for refund.
    const late = await payWithTestGateway(t.app, meera.token, unpaid.json().subscriptionId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MSG.paymentNotApplied);
  });
});
