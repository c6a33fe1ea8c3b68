import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { CANCEL_MSG } from '@fitthali/domain/cancel-messages';
import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { mealValues } from '@fitthali/domain/meal-values';
import { eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { booksCheck } from '../../../src/books/books-check.ts';
import { creditEntries } from '../../../src/db/schema/credits.ts';
import { refunds } from '../../../src/db/schema/refunds.ts';
import { users } from '../../../src/db/schema/users.ts';
import { credits, missFirst, payloadSpending } from '../../factories/credits.ts';
import {
  deliveryStatuses,
  type OrderOptions,
  payWithTestGateway,
  storedOrder,
  subscribe,
} from '../../factories/orders.ts';
import { deleteAccount, signupUser, TEST_PASSWORD } from '../../factories/users.ts';
import {
  clockedTestApp,
  type DeliveryAnswer,
  india,
  orderAtClock,
} from '../../helpers/clocked-app.ts';

// Issue 14 and issue 25 point 1, decisions 103 and 131: deleting an account ends its plans by the
// cancellation rule itself, forfeits every credit as the confirmation said, and the books still
// balance afterwards.
const t = clockedTestApp();

const place = (token: string, options: OrderOptions, pay: boolean) =>
  orderAtClock(t, token, pay ? { ...options, pay } : options);

const at = (list: DeliveryAnswer[], i: number) => {
  const delivery = list[i];
  if (!delivery) throw new Error(`no delivery ${i}`);
  return delivery;
};

describe('deleting an account with a started online plan, a plan not started and a COD plan', () => {
  it('ends each plan by the cancellation rule, forfeits every credit as previewed, and the books balance', async () => {
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

    // What the confirmation shows, computed by the server before anything happens.
    const preview = await t.call('GET', '/api/user/delete/preview', token);
    expect(preview.statusCode, preview.body).toBe(200);
    const { lines, ...figures } = preview.json().closing;

    const gone = await t.call('DELETE', '/api/user/delete', token, {
      password: TEST_PASSWORD,
      expected: figures,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await t.app.db.select().from(users).where(eq(users.id, customer.user._id))).toEqual([]);

    // Started online plan: as a customer's own Cancel plan, no money back; the five meals not yet
    // being prepared become meal credits at their value, forfeited with the account.
    const sold = (await storedOrder(t.app.db, started.id)).sub;
    const values = mealValues((sold?.subtotal ?? 0) - (sold?.discount ?? 0), 7);
    const keptWorth = (values[0] ?? 0) + (values[1] ?? 0);
    const planCredits = started.total - keptWorth;
    expect(
      await t.app.db.select().from(refunds).where(eq(refunds.subscriptionId, started.id)),
    ).toEqual([]);
    expect(await deliveryStatuses(t.app.db, started.id)).toEqual([
      'delivered',
      'scheduled',
      ...Array(5).fill('cancelled'),
    ]);
    const missedCredit = values[0] ?? 0;

    // The preview said exactly this, to the rupee, and the deletion answered the same figures.
    expect(figures).toEqual({
      plans: 3,
      started: 2,
      mealsCancelled: 5 + 7 + 5,
      stillDelivered: 2,
      refund: later.total,
      amountDue: keptWorth,
      fromPlans: { meals: 5, value: planCredits },
      forfeited: { meals: 6, value: planCredits + missedCredit },
    });
    expect(gone.json()).toMatchObject({
      refund: figures.refund,
      amountDue: figures.amountDue,
      mealsCancelled: figures.mealsCancelled,
      forfeited: figures.forfeited,
    });
    expect(lines).toContain(
      `₹${(planCredits + missedCredit).toLocaleString('en-IN')} of meal credits (6 meals) are forfeited: credits cannot be paid out or used without an account.`,
    );

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

    // Every credit is forfeited, the plan's five and the missed meal's; the ledger stays, unlinked.
    const ledger = await t.app.db.select().from(creditEntries).where(isNull(creditEntries.userId));
    const forfeits = ledger.filter((e) => e.reason === CREDIT_MSG.forfeitedAccountDeleted);
    expect(forfeits).toHaveLength(6);
    expect(forfeits.reduce((sum, e) => sum - e.value, 0)).toBe(figures.forfeited.value);
    const lots = forfeits.map((f) => ledger.find((e) => e.id === f.lotId));
    expect(lots.filter((e) => e?.subscriptionId === started.id)).toHaveLength(5);
    expect(lots.filter((e) => e?.subscriptionId === cod.id)).toHaveLength(1);

    const books = await booksCheck(t.app.db, t.app.now());
    expect(books.money.ok, JSON.stringify(books.money)).toBe(true);
    expect(books.cancellations.ok, JSON.stringify(books.cancellations)).toBe(true);
    expect(books.credits.ok, JSON.stringify(books.credits)).toBe(true);
    // The books state the forfeit as the confirmation did, and no deleted account holds a credit.
    expect(books.credits.forfeitedOnDeletion).toEqual(figures.forfeited);
    expect(books.credits.problems.deletedAccountsHolding).toBe(0);
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
    expect((await deleteAccount(t.app, customer.token)).statusCode).toBe(200);
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

  it('gives back the credits spent on a plan not started, counts them as forfeited, and refunds its money', async () => {
    // Two missed meals earn two credits (₹249 each); a plan starting in three days spends both
    // and the rest (₹1,245) is paid online.
    const first = await t.placeOrder();
    await missFirst(t, first.deliveries, 2);
    expect((await credits(t, first.token)).balance).toBe(2);
    const placed = await subscribe(
      t.app,
      first.token,
      payloadSpending(t, 2, 498, { paymentMode: 'Online' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().subscriptionId as string;
    expect((await payWithTestGateway(t.app, first.token, id)).statusCode).toBe(200);
    expect((await credits(t, first.token)).balance).toBe(0);

    const preview = (await t.call('GET', '/api/user/delete/preview', first.token)).json().closing;
    expect(preview).toMatchObject({
      refund: 1245,
      fromPlans: { meals: 2, value: 498 },
      forfeited: { meals: 2, value: 498 },
    });
    expect(preview.lines).toContain(
      '₹498 of meal credits (2 meals) are forfeited: credits cannot be paid out or used without an account.',
    );
    const gone = await deleteAccount(t.app, first.token);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({
      refund: preview.refund,
      amountDue: preview.amountDue,
      mealsCancelled: preview.mealsCancelled,
      forfeited: preview.forfeited,
    });

    // The rule gave the two credits back (as a Cancel plan would), then the account forfeited them.
    const ledger = await t.app.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.subscriptionId, id));
    const back = ledger.filter((e) => e.reason === CREDIT_MSG.givenBackCancelled);
    expect(back).toHaveLength(2);
    const forfeits = await t.app.db
      .select()
      .from(creditEntries)
      .where(
        inArray(
          creditEntries.lotId,
          back.map((e) => e.id),
        ),
      );
    expect(forfeits).toMatchObject([
      { kind: 'adjusted', reason: CREDIT_MSG.forfeitedAccountDeleted },
      { kind: 'adjusted', reason: CREDIT_MSG.forfeitedAccountDeleted },
    ]);
    expect(
      await t.app.db.select().from(refunds).where(eq(refunds.subscriptionId, id)),
    ).toMatchObject([{ amount: 1245, reason: CANCEL_MSG.refundReason }]);
    expect((await booksCheck(t.app.db, t.app.now())).ok).toBe(true);
  });

  it('refuses with 409 when the figures confirmed are no longer what deleting does', async () => {
    const customer = await signupUser(t.app);
    const online = await place(customer.token, { paymentMode: 'Online' }, true);
    const figures = (await t.call('GET', '/api/user/delete/preview', customer.token)).json()
      .closing;
    // The first meal reaches its cut-off between the dialog and the click.
    t.setNow(new Date(new Date(at(online.deliveries, 0).changeUntil).getTime() + 60_000));
    const refused = await t.call('DELETE', '/api/user/delete', customer.token, {
      password: TEST_PASSWORD,
      expected: {
        refund: figures.refund,
        amountDue: figures.amountDue,
        mealsCancelled: figures.mealsCancelled,
        forfeited: figures.forfeited,
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: ACCOUNT_MSG.deleteFiguresChanged });
    expect(await t.app.db.select().from(users).where(eq(users.id, customer.user._id))).toHaveLength(
      1,
    );
  });

  it('calls a credit left unspent on a deleted account a mismatch', async () => {
    const [lot] = await t.app.db
      .insert(creditEntries)
      .values({
        userId: null,
        kind: 'earned',
        meals: 1,
        value: 249,
        reason: CREDIT_MSG.earnedForMissed,
        actor: 'system',
        createdAt: t.app.now(),
        expiresAt: new Date(t.app.now().getTime() + 86_400_000),
      })
      .returning();
    const books = await booksCheck(t.app.db, t.app.now());
    expect(books.credits.problems.deletedAccountsHolding).toBe(1);
    expect(books.credits.ok).toBe(false);
    await t.app.db.delete(creditEntries).where(eq(creditEntries.id, lot?.id ?? ''));
  });
});
