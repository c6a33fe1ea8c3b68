import { CANCEL_MSG } from '@fitthali/domain/cancel-messages';
import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { mealValues } from '@fitthali/domain/meal-values';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { booksCheck } from '../../../src/books/books-check.ts';
import { creditEntries } from '../../../src/db/schema/credits.ts';
import { refunds } from '../../../src/db/schema/refunds.ts';
import { users } from '../../../src/db/schema/users.ts';
import { credits, missFirst } from '../../factories/credits.ts';
import { deliveryStatuses, type OrderOptions, storedOrder } from '../../factories/orders.ts';
import { signupUser } from '../../factories/users.ts';
import {
  clockedTestApp,
  type DeliveryAnswer,
  india,
  orderAtClock,
} from '../../helpers/clocked-app.ts';

// Issue 14, decision 103: deleting an account ends its plans by the cancellation rule, and the
// books still balance afterwards.
const t = clockedTestApp();

const place = (token: string, options: OrderOptions, pay: boolean) =>
  orderAtClock(t, token, pay ? { ...options, pay } : options);

const at = (list: DeliveryAnswer[], i: number) => {
  const delivery = list[i];
  if (!delivery) throw new Error(`no delivery ${i}`);
  return delivery;
};

describe('deleting an account with a started online plan, a plan not started and a COD plan', () => {
  it('refunds, leaves due and forfeits by the stated rule, and the books check passes', async () => {
    const customer = await signupUser(t.app);
    const token = customer.token;
    const started = await place(token, { paymentMode: 'Online' }, true);
    const later = await place(
      token,
      { paymentMode: 'Online', startDate: addDays(todayInIndia(), 14) },
      true,
    );
    const cod = await place(token, { paymentMode: 'COD' }, false);

    // The COD plan's first meal is missed (a credit is earned); the online one's is delivered.
    await missFirst(t, cod.deliveries, 1);
    const first = at(started.deliveries, 0);
    const delivered = await t.call('POST', `/api/admin/deliveries/${first._id}/delivered`, t.admin);
    expect(delivered.statusCode).toBe(200);
    expect((await credits(t, token)).balance).toBe(1);
    // The second meals of both started plans are being prepared: they stay and go out.
    const cutOff = new Date(at(started.deliveries, 1).changeUntil).getTime() + 60_000;
    t.setNow(new Date(Math.max(cutOff, t.app.now().getTime())));

    const gone = await t.call('DELETE', '/api/user/delete', token);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await t.app.db.select().from(users).where(eq(users.id, customer.user._id))).toEqual([]);

    // Started online plan: the five meals not yet being prepared go back in money, no credits.
    const sold = (await storedOrder(t.app.db, started.id)).sub;
    const values = mealValues((sold?.subtotal ?? 0) - (sold?.discount ?? 0), 7);
    const keptWorth = (values[0] ?? 0) + (values[1] ?? 0);
    const startedRefunds = await t.app.db
      .select()
      .from(refunds)
      .where(eq(refunds.subscriptionId, started.id));
    expect(startedRefunds).toMatchObject([
      {
        amount: started.total - keptWorth,
        status: 'processed',
        reason: CANCEL_MSG.accountClosedRefundReason,
      },
    ]);
    expect(await deliveryStatuses(t.app.db, started.id)).toEqual([
      'delivered',
      'scheduled',
      ...Array(5).fill('cancelled'),
    ]);

    // The plan not started: refunded whole, every meal cancelled.
    const laterRefunds = await t.app.db
      .select()
      .from(refunds)
      .where(eq(refunds.subscriptionId, later.id));
    expect(laterRefunds).toMatchObject([
      { amount: later.total, status: 'processed', reason: CANCEL_MSG.refundReason },
    ]);
    expect(await deliveryStatuses(t.app.db, later.id)).toEqual(Array(7).fill('cancelled'));

    // The COD plan owes only its two kept meals (the missed one included, as for any order).
    const { sub: codSub, txn: codTxn } = await storedOrder(t.app.db, cod.id);
    expect(codSub).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'due',
      cashDue: keptWorth,
      userId: null,
    });
    expect(codTxn).toMatchObject({ status: 'due', amount: keptWorth });

    // The credit from the missed meal is forfeited; the ledger stays, unlinked, and balances.
    const ledger = await t.app.db.select().from(creditEntries).where(isNull(creditEntries.userId));
    const forfeits = ledger.filter((e) => e.reason === CREDIT_MSG.forfeitedAccountDeleted);
    expect(forfeits).toHaveLength(1);
    expect(forfeits[0]).toMatchObject({ kind: 'adjusted', meals: -1 });
    const earned = ledger.find((e) => e.id === forfeits[0]?.lotId);
    expect(earned).toMatchObject({ kind: 'earned', subscriptionId: cod.id });

    const books = await booksCheck(t.app.db, t.app.now());
    expect(books.money.ok, JSON.stringify(books.money)).toBe(true);
    expect(books.cancellations.ok, JSON.stringify(books.cancellations)).toBe(true);
    expect(books.credits.ok, JSON.stringify(books.credits)).toBe(true);
    expect(books.ok).toBe(true);
    const endpoint = await t.call('GET', '/api/admin/books', t.admin);
    expect(endpoint.json()).toMatchObject({ success: true, ok: true });

    // The kept meal goes out and its cash is collected: the books still balance.
    const codSecond = at(cod.deliveries, 1);
    t.setNow(india(codSecond.date, '13:00'));
    const cash = await t.call('POST', `/api/admin/deliveries/${codSecond._id}/cash`, t.admin);
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json().collection.amount).toBe(keptWorth);
    expect((await booksCheck(t.app.db, t.app.now())).ok).toBe(true);
  });

  it('keeps a credit earned from an earlier cancel in the books after the account is gone', async () => {
    const customer = await signupUser(t.app);
    const online = await place(customer.token, { paymentMode: 'Online' }, true);
    const cutOff = new Date(at(online.deliveries, 0).changeUntil).getTime() + 60_000;
    t.setNow(new Date(cutOff));
    const cancel = await t.call(
      'POST',
      `/api/user/subscriptions/${online.id}/cancel`,
      customer.token,
    );
    expect(cancel.json().creditsAdded).toBe(6);
    expect((await t.call('DELETE', '/api/user/delete', customer.token)).statusCode).toBe(200);
    const books = await booksCheck(t.app.db, t.app.now());
    // Each cancelled meal still names its credit, and each credit its forfeit.
    expect(books.cancellations.ok, JSON.stringify(books.cancellations)).toBe(true);
    expect(books.credits.ok, JSON.stringify(books.credits)).toBe(true);
    const forfeited = await t.app.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.subscriptionId, online.id));
    expect(forfeited.filter((e) => e.kind === 'earned')).toHaveLength(6);
  });
});
