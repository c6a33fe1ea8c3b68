import { mealsSoldFor, mealValueAt } from '@fitthali/domain/meal-values';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { booksCheck } from '../../../src/books/books-check.ts';
import { booksReport } from '../../../src/books/books-report.ts';
import { expireCredits } from '../../../src/credits/credit-ledger.ts';
import { creditEntries } from '../../../src/db/schema/credits.ts';
import { payWithTestGateway, storedOrder } from '../../factories/orders.ts';
import { adminRefund } from '../../factories/refunds.ts';
import { bearer } from '../../factories/users.ts';
import {
  clockedTestApp,
  type DeliveryAnswer,
  india,
  placeOrderNow,
} from '../../helpers/clocked-app.ts';

// Issue 14 point 7 with the three money branches joined (decisions 98–99): a real refund and a real
// credit move the dashboard, the Revenue page and the books check, and a tampered ledger row shows.
const t = clockedTestApp();

function admin(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(t.admin), payload });
}

async function figures() {
  const dashboard = (await admin('GET', '/api/admin/dashboard')).json();
  const revenue = (await admin('GET', '/api/admin/revenue')).json();
  expect(revenue.books).toMatchObject({
    refunded: dashboard.refunded,
    creditsOutstanding: dashboard.creditsOutstanding,
  });
  return dashboard as { refunded: number; creditsOutstanding: number; collected: number };
}

async function books() {
  const res = await admin('GET', '/api/admin/books');
  expect(res.statusCode).toBe(200);
  return res.json();
}

let missedValue = 0;
let customerId = '';

describe('refunds and credits in the books', () => {
  it('a processed refund is refunded money, on every screen and in the check', async () => {
    const order = await placeOrderNow(t, { paymentMode: 'Online' });
    expect((await payWithTestGateway(t.app, order.token, order.id)).statusCode).toBe(200);
    const before = await figures();
    expect(before.refunded).toBe(0);

    const res = await adminRefund(t.app, t.admin, order.id, { amount: 250, reason: 'Late' });
    expect(res.statusCode).toBe(201);
    expect(res.json().refund.status).toBe('processed');

    // Transactions lists the refund under the payment it gives back.
    const listed = (await admin('GET', '/api/admin/transactions')).json().transactions as {
      subscriptionId: string;
      refunds: object[];
    }[];
    expect(listed.find((row) => row.subscriptionId === order.id)?.refunds).toEqual([
      expect.objectContaining({ amount: 250, status: 'processed', creditedAt: null }),
    ]);
    expect(
      listed
        .filter((row) => row.subscriptionId !== order.id)
        .every((row) => row.refunds.length === 0),
    ).toBe(true);

    const after = await figures();
    expect(after.refunded).toBe(250);
    expect(after.collected).toBe(before.collected);
    const check = await books();
    expect(check).toMatchObject({
      ok: true,
      money: {
        ok: true,
        refundsProcessed: 250,
        collectedNet: before.collected - 250,
        paidOrdersNet: before.collected - 250,
      },
      credits: { checked: true, ok: true, balance: { meals: 0, value: 0 } },
    });
  });

  it('a missed meal earns a credit: credits outstanding rise, and the ledger balances', async () => {
    const order = await placeOrderNow(t, { paymentMode: 'COD' });
    const { sub } = await storedOrder(t.app.db, order.id);
    if (!sub?.userId) throw new Error('order not stored');
    customerId = sub.userId;
    missedValue = mealValueAt(mealsSoldFor(sub), sub.totalMeals, 0);
    const first = order.deliveries[0] as DeliveryAnswer;
    t.setNow(india(first.date, '14:00'));
    const missed = await admin('POST', `/api/admin/deliveries/${first._id}/missed`, {
      reason: 'Nobody at the door',
    });
    expect(missed.statusCode).toBe(200);

    expect((await figures()).creditsOutstanding).toBe(missedValue);
    const credits = (await books()).credits;
    expect(credits).toMatchObject({
      checked: true,
      ok: true,
      earned: { meals: 1, value: missedValue },
      spent: { meals: 0, value: 0 },
      expired: { meals: 0, value: 0 },
      balance: { meals: 1, value: missedValue },
      unspentLots: { meals: 1, value: missedValue },
      live: { meals: 1, value: missedValue },
      customers: 1,
    });
    expect(booksReport(await booksCheck(t.app.db, india(first.date, '14:00')))).toContain(
      `earned 1 meals (₹${missedValue})`,
    );
  });

  it('an expired credit leaves credits outstanding, and the books still balance', async () => {
    const later = new Date(Date.now() + 200 * 86_400_000);
    t.setNow(later);
    expect((await figures()).creditsOutstanding).toBe(0);
    // Past its expiry but not yet written expired: still balanced, counted as awaiting expiry.
    expect((await books()).credits).toMatchObject({
      ok: true,
      live: { meals: 0, value: 0 },
      awaitingExpiry: { meals: 1, value: missedValue },
    });
    expect(await expireCredits(t.app.db, later)).toBe(1);
    expect((await books()).credits).toMatchObject({
      ok: true,
      expired: { meals: 1, value: missedValue },
      balance: { meals: 0, value: 0 },
      awaitingExpiry: { meals: 0, value: 0 },
    });
  });

  it('finds a tampered ledger row', async () => {
    const [lot] = await t.app.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.userId, customerId), eq(creditEntries.kind, 'earned')));
    if (!lot) throw new Error('the test above earns a credit');
    await t.app.db
      .update(creditEntries)
      .set({ value: lot.value + 30 })
      .where(eq(creditEntries.id, lot.id));
    const check = await books();
    expect(check.ok).toBe(false);
    expect(check.credits).toMatchObject({
      ok: false,
      problems: { customersUnbalanced: 1, consumedAtOtherValue: 1 },
    });
    expect(booksReport(await booksCheck(t.app.db))).toContain('Credits MISMATCH');
    await t.app.db
      .update(creditEntries)
      .set({ value: lot.value })
      .where(eq(creditEntries.id, lot.id));
    expect((await books()).ok).toBe(true);
  });
});
