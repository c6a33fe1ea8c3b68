import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import { MSG } from '@fitthali/domain/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditEntries } from '../../../src/db/schema/credits.ts';
import { orderEvents } from '../../../src/db/schema/deliveries.ts';
import { expireUnpaidOrders } from '../../../src/orders/expire-unpaid-orders.ts';
import { credits, customerWithOrder, missFirst, payloadSpending } from '../../factories/credits.ts';
import { payWithTestGateway, storedOrder, subscribe } from '../../factories/orders.ts';
import { signupUser } from '../../factories/users.ts';
import { clockedTestApp } from '../../helpers/clocked-app.ts';

const t = clockedTestApp();

/** A customer holding `count` meal credits of 249 each (missed High Protein Veg lunches). */
async function customerWithCredits(count: number) {
  const order = await customerWithOrder(t);
  await missFirst(t, order.deliveries, count);
  expect((await credits(t, order.token)).balance).toBe(count);
  return order;
}

async function ledgerSum(userId: string) {
  const [row] = await t.app.db
    .select({ meals: sql<number>`coalesce(sum(${creditEntries.meals}), 0)::int` })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  return row?.meals;
}

describe('spending credits at checkout (issue 14 point 4)', () => {
  it('takes their value off the total, stores them on the order and spends them with it', async () => {
    const customer = await customerWithCredits(2);
    const res = await subscribe(t.app, customer.token, payloadSpending(t, 2, 498));
    expect(res.statusCode).toBe(201);
    const id = res.json().subscriptionId as string;
    const { sub, txn } = await storedOrder(t.app.db, id);
    expect(sub).toMatchObject({ creditsSpent: 2, creditsValue: 498, totalPrice: 7 * 249 - 498 });
    expect(txn?.amount).toBe(7 * 249 - 498);
    const mine = await credits(t, customer.token);
    expect(mine.balance).toBe(0);
    expect(mine.entries.filter((e) => e.kind === 'spent')).toHaveLength(2);
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.subscriptionId, id));
    expect(events).toMatchObject([{ action: 'credits-spent', detail: { meals: 2, value: 498 } }]);
  });

  it('applies no more than the balance, and refuses a total that counts more', async () => {
    const customer = await customerWithCredits(1);
    const greedy = await subscribe(t.app, customer.token, payloadSpending(t, 3, 3 * 249));
    expect(greedy.statusCode).toBe(409);
    expect(greedy.json().message).toBe(CREDIT_MSG.creditsChanged);
    const fair = await subscribe(t.app, customer.token, payloadSpending(t, 3, 249));
    expect(fair.statusCode).toBe(201);
    expect((await storedOrder(t.app.db, fair.json().subscriptionId)).sub?.creditsSpent).toBe(1);
  });

  it("cannot spend another customer's credits: a customer with none pays in full", async () => {
    await customerWithCredits(2);
    const stranger = await signupUser(t.app);
    const res = await subscribe(t.app, stranger.token, payloadSpending(t, 2, 498));
    expect(res.statusCode).toBe(409);
    const plain = await subscribe(t.app, stranger.token, payloadSpending(t, 2, 0));
    expect(plain.statusCode).toBe(201);
    expect((await storedOrder(t.app.db, plain.json().subscriptionId)).sub?.creditsSpent).toBe(0);
  });

  it('refuses a wrong price as before when no credits are asked', async () => {
    const customer = await signupUser(t.app);
    const res = await subscribe(t.app, customer.token, payloadSpending(t, 0, 1));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.priceChanged);
    const negative = await subscribe(t.app, customer.token, payloadSpending(t, -1, 0));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe(CREDIT_MSG.invalidCredits);
  });

  it('two orders spending the same credits at once: one is placed, the other gets 409', async () => {
    const customer = await customerWithCredits(2);
    const answers = await Promise.all([
      subscribe(t.app, customer.token, payloadSpending(t, 2, 498), 'race-credits-a'),
      subscribe(t.app, customer.token, payloadSpending(t, 2, 498), 'race-credits-b'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe(CREDIT_MSG.creditsChanged);
    expect((await credits(t, customer.token)).balance).toBe(0);
    expect(await ledgerSum(customer.userId)).toBe(0);
  });

  it('the same Idempotency-Key repeated spends once', async () => {
    const customer = await customerWithCredits(2);
    const payload = payloadSpending(t, 1, 249);
    const answers = await Promise.all([
      subscribe(t.app, customer.token, payload, 'same-key-credits'),
      subscribe(t.app, customer.token, payload, 'same-key-credits'),
    ]);
    const later = await subscribe(t.app, customer.token, payload, 'same-key-credits');
    expect([...answers, later].map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set([...answers, later].map((r) => r.json().subscriptionId));
    expect(ids.size).toBe(1);
    expect((await credits(t, customer.token)).balance).toBe(1);
  });

  it('an online order retried with its Idempotency-Key spends once and makes one gateway order', async () => {
    const customer = await customerWithCredits(2);
    const payload = payloadSpending(t, 1, 249, { paymentMode: 'Online' });
    const answers = await Promise.all([
      subscribe(t.app, customer.token, payload, 'online-credits-key'),
      subscribe(t.app, customer.token, payload, 'online-credits-key'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((r) => r.json().subscriptionId)).size).toBe(1);
    expect(new Set(answers.map((r) => r.json().payment?.orderId)).size).toBe(1);
    expect((await credits(t, customer.token)).balance).toBe(1);
  });

  it('an unpaid online order cancelled gives its credits back, once', async () => {
    const customer = await customerWithCredits(2);
    const placed = await subscribe(
      t.app,
      customer.token,
      payloadSpending(t, 2, 498, { paymentMode: 'Online' }),
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json().totalPrice).toBe(7 * 249 - 498);
    expect((await credits(t, customer.token)).balance).toBe(0);
    const id = placed.json().subscriptionId as string;
    for (let i = 0; i < 2; i += 1) {
      const cancel = await t.call('POST', `/api/user/subscriptions/${id}/cancel`, customer.token);
      expect(cancel.statusCode).toBe(200);
    }
    const mine = await credits(t, customer.token);
    expect(mine).toMatchObject({ balance: 2, value: 498 });
    expect(mine.entries.filter((e) => e.kind === 'adjusted')).toHaveLength(2);
    expect(await ledgerSum(customer.userId)).toBe(2);
  });

  it('an unpaid online order that expires gives its credits back', async () => {
    const customer = await customerWithCredits(1);
    const placed = await subscribe(
      t.app,
      customer.token,
      payloadSpending(t, 1, 249, { paymentMode: 'Online' }),
    );
    expect(placed.statusCode).toBe(201);
    const later = new Date(t.app.now().getTime() + 31 * 60_000);
    await expireUnpaidOrders(t.app.db, later);
    await expireUnpaidOrders(t.app.db, later);
    expect((await credits(t, customer.token)).balance).toBe(1);
    expect(await ledgerSum(customer.userId)).toBe(1);
  });

  it('a late payment for the expired order spends its credits again, or is kept for refund', async () => {
    const customer = await customerWithCredits(2);
    const late = (asked: number) =>
      subscribe(
        t.app,
        customer.token,
        payloadSpending(t, asked, asked * 249, { paymentMode: 'Online' }),
      );
    const first = (await late(1)).json().subscriptionId as string;
    const second = (await late(1)).json().subscriptionId as string;
    await expireUnpaidOrders(t.app.db, new Date(t.app.now().getTime() + 31 * 60_000));
    expect((await credits(t, customer.token)).balance).toBe(2);
    // Meanwhile a COD order spends both.
    expect((await subscribe(t.app, customer.token, payloadSpending(t, 1, 249))).statusCode).toBe(
      201,
    );
    const paid = await payWithTestGateway(t.app, customer.token, first);
    expect(paid.statusCode).toBe(200);
    expect((await storedOrder(t.app.db, first)).sub?.status).toBe('active');
    expect((await credits(t, customer.token)).balance).toBe(0);
    const refused = await payWithTestGateway(t.app, customer.token, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.paymentNotApplied);
    expect((await storedOrder(t.app.db, second)).sub?.status).toBe('expired');
    expect(await ledgerSum(customer.userId)).toBe(0);
  });

  it('asks for Cash on Delivery when credits cover an online order whole', async () => {
    const customer = await customerWithCredits(7);
    const res = await subscribe(
      t.app,
      customer.token,
      payloadSpending(t, 7, 7 * 249, { paymentMode: 'Online' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CREDIT_MSG.creditsCoverOnlineOrder);
  });
});
