import { DEFAULT_NOTICE_HOURS, earliestStartDate } from '@fitthali/domain/cut-off';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { MSG, startDateTooSoonMessage, weekdaysCannotFitMessage } from '@fitthali/domain/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../../src/db/schema/catalogue.ts';
import { subscriptions, transactions } from '../../../src/db/schema/orders.ts';
import { ODISHA_ADDRESS, orderPayload, subscribe } from '../../factories/orders.ts';
import { bearer, deleteAccount, signupUser } from '../../factories/users.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function orderCount() {
  const [row] = await t.app.db.select({ n: count() }).from(subscriptions);
  return row?.n ?? 0;
}

describe('POST /api/subscribe', () => {
  it('stores a COD order with the server-computed price, dates and a due transaction', async () => {
    const { token, user } = await signupUser(t.app);
    const payload = orderPayload({ plan: 'High Protein', slot: 'Lunch + Dinner', days: 7 });
    const res = await subscribe(t.app, token, payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: 'active', totalPrice: 2 * 7 * 249 });
    expect(body.subscriptionId).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, body.subscriptionId));
    expect(row).toMatchObject({
      userId: user._id,
      planId: 'high-protein',
      planName: 'High Protein',
      slot: 'Lunch + Dinner',
      mealOption: 'Veg',
      days: 7,
      pricePerMeal: 249,
      totalMeals: 14,
      subtotal: 3486,
      discount: 0,
      totalPrice: 3486,
      paymentMode: 'COD',
      paymentStatus: 'due',
      status: 'active',
      startDate: payload.startDate,
      deliveryDates: payload.deliveryDates,
    });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    const txns = await t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.subscriptionId, body.subscriptionId));
    expect(txns).toMatchObject([{ amount: 3486, mode: 'COD', status: 'due', gateway: 'cod' }]);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    const { subscriptions: subs, transactions: list } = profile.json().user;
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      _id: body.subscriptionId,
      plan: 'High Protein',
      status: 'active',
      mealOption: 'Veg',
      duration: '7 Days',
      startDate: payload.startDate,
      address: { pin: '751001' },
    });
    expect(list).toMatchObject([
      { subscriptionId: body.subscriptionId, amount: 3486, mode: 'COD' },
    ]);
  });

  it('applies MEAL100 and FLAT50 in any case and freezes the discount', async () => {
    const { token } = await signupUser(t.app);
    const meal = orderPayload({ coupon: { code: ' meal100 ', amount: 100 } });
    const res = await subscribe(t.app, token, meal);
    expect(res.statusCode).toBe(201);
    expect(res.json().totalPrice).toBe(7 * 249 - 100);
    const [row] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, res.json().subscriptionId));
    expect(row).toMatchObject({ couponCode: 'MEAL100', discount: 100 });

    const flat = await subscribe(
      t.app,
      token,
      orderPayload({ coupon: { code: 'Flat50', amount: 50 } }),
    );
    expect(flat.json().totalPrice).toBe(7 * 249 - 50);
  });

  it('reserves a coupon use with every order, COD or online, and stops at its limit', async () => {
    await t.app.db.insert(coupons).values({ code: 'TWICE20', amount: 20, usageLimit: 2 });
    const used = async () =>
      (await t.app.db.select().from(coupons).where(eq(coupons.code, 'TWICE20')))[0]?.usedCount;
    const { token } = await signupUser(t.app);
    const withCoupon = (paymentMode: 'COD' | 'Online') =>
      orderPayload({ coupon: { code: 'twice20', amount: 20 }, paymentMode });

    // An unpaid online order holds its use while it waits for payment.
    expect((await subscribe(t.app, token, withCoupon('Online'))).statusCode).toBe(201);
    expect(await used()).toBe(1);
    expect((await subscribe(t.app, token, withCoupon('COD'))).statusCode).toBe(201);
    expect(await used()).toBe(2);
    const spent = await subscribe(t.app, token, withCoupon('COD'));
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe(MSG.couponUsedUp);
    expect(await used()).toBe(2);
  });

  it('accepts a plan by catalogue id, shown name or alias, in any case', async () => {
    const { token } = await signupUser(t.app);
    for (const plan of [
      'custom',
      'CUSTOM MEAL PLAN',
      'Muscle Gain',
      'office-employee',
      'Diabetic Diet',
      'weightloss',
    ]) {
      const res = await subscribe(t.app, token, orderPayload({ plan }));
      expect(res.statusCode, plan).toBe(201);
    }
  });

  it('prices the 3 day trial on 3 consecutive weekdays', async () => {
    const { token } = await signupUser(t.app);
    const start = addDays(todayInIndia(), 2);
    const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const first = new Date(`${start}T00:00:00Z`).getUTCDay();
    const selectedDays = [0, 1, 2].map((i) => weekdays[(first + i) % 7] as string);
    const payload = orderPayload({
      plan: 'Weightloss',
      days: 3,
      startDate: start,
      selectedDays,
      mealOption: 'Non-Veg',
    });
    const res = await subscribe(t.app, token, payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().totalPrice).toBe(3 * 189);
    const [row] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, res.json().subscriptionId));
    expect(row?.isTrial).toBe(true);
    expect(row?.deliveryDates).toEqual([start, addDays(start, 1), addDays(start, 2)]);
  });

  describe('refuses, storing nothing,', () => {
    const cases: [string, (p: ReturnType<typeof orderPayload>) => unknown, number, string][] = [
      ['a tampered total', (p) => ({ ...p, totalPrice: p.totalPrice - 1 }), 409, MSG.priceChanged],
      ['a total of zero', (p) => ({ ...p, totalPrice: 0 }), 409, MSG.priceChanged],
      [
        'a tampered discount',
        (p) => ({ ...p, discount: 500, totalPrice: p.totalPrice - 500 }),
        409,
        MSG.priceChanged,
      ],
      ['an unknown coupon', (p) => ({ ...p, couponCode: 'FREEFOOD' }), 400, MSG.invalidCoupon],
      [
        'a PIN outside Odisha',
        (p) => ({ ...p, address: { ...ODISHA_ADDRESS, pin: '700001' } }),
        400,
        MSG.onlyOdisha,
      ],
      [
        'coordinates outside Odisha',
        (p) => ({ ...p, address: { ...ODISHA_ADDRESS, lat: 22.57, lng: 88.36 } }),
        400,
        MSG.onlyOdisha,
      ],
      [
        'a past start date',
        (p) => ({ ...p, startDate: addDays(todayInIndia(), -1) }),
        400,
        MSG.startDateInPast,
      ],
      [
        'a start date far ahead',
        (p) => ({ ...p, startDate: addDays(todayInIndia(), 90) }),
        400,
        MSG.startDateTooFar,
      ],
      [
        'days that do not match the duration',
        (p) => ({ ...p, days: 21 }),
        400,
        MSG.durationMismatch,
      ],
      ['an unknown plan', (p) => ({ ...p, plan: 'Pizza Plan' }), 400, MSG.unknownPlan],
      ['a bad weekday', (p) => ({ ...p, selectedDays: ['Funday'] }), 400, MSG.invalidSelectedDays],
      ['no weekdays', (p) => ({ ...p, selectedDays: [] }), 400, MSG.invalidSelectedDays],
      [
        'tampered delivery dates',
        (p) => ({ ...p, deliveryDates: p.deliveryDates.slice(1) }),
        400,
        MSG.datesChanged,
      ],
      ['an unknown slot', (p) => ({ ...p, slot: 'Breakfast' }), 400, MSG.invalidSlot],
      [
        'an unknown meal option',
        (p) => ({ ...p, mealOption: 'Vegan' }),
        400,
        MSG.invalidMealOption,
      ],
      [
        'an unknown duration',
        (p) => ({ ...p, duration: '10 Days', days: 10 }),
        400,
        MSG.invalidDuration,
      ],
      [
        'an address whose first line is only the detected locality (issue 11 point 1)',
        (p) => ({ ...p, address: { ...ODISHA_ADDRESS, at: 'Kharavela Nagar' } }),
        400,
        MSG.addressNeedsHouse,
      ],
      [
        'a missing address field',
        (p) => ({ ...p, address: { ...ODISHA_ADDRESS, po: '' } }),
        400,
        MSG.addressFieldsRequired,
      ],
      [
        'a fractional price',
        (p) => ({ ...p, totalPrice: p.totalPrice + 0.5 }),
        400,
        MSG.invalidTotalPrice,
      ],
      [
        'an unknown payment mode',
        (p) => ({ ...p, paymentMode: 'Cheque' }),
        400,
        MSG.invalidPaymentMode,
      ],
    ];
    it.each(cases)('%s', async (_label, tamper, status, message) => {
      const { token } = await signupUser(t.app);
      const before = await orderCount();
      const res = await subscribe(t.app, token, tamper(orderPayload()));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, message });
      expect(await orderCount()).toBe(before);
    });

    it("today's lunch, always inside the kitchen's 24-hour notice (issue 11 point 3)", async () => {
      const { token } = await signupUser(t.app);
      const before = await orderCount();
      const res = await subscribe(t.app, token, orderPayload({ startDate: todayInIndia() }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        startDateTooSoonMessage(earliestStartDate('Lunch'), DEFAULT_NOTICE_HOURS),
      );
      expect(await orderCount()).toBe(before);
    });

    it('weekdays that cannot fit the deliveries within 60 days', async () => {
      const { token } = await signupUser(t.app);
      const payload = orderPayload({ days: 28, selectedDays: ['Monday'] });
      const res = await subscribe(t.app, token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(weekdaysCannotFitMessage(28));
    });

    it('a trial on other than 3 weekdays', async () => {
      const { token } = await signupUser(t.app);
      const res = await subscribe(
        t.app,
        token,
        orderPayload({ days: 3, selectedDays: ['Monday', 'Tuesday'] }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.trialNeedsThreeDays);
    });

    it('garbage bodies, with a 4xx and never a 5xx', async () => {
      const { token } = await signupUser(t.app);
      for (const body of [
        undefined,
        [],
        'x',
        { plan: null },
        { ...orderPayload(), address: 'Puri' },
        { ...orderPayload(), deliveryDates: 'soon' },
      ]) {
        const res = await subscribe(t.app, token, body);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().success).toBe(false);
      }
    });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload: orderPayload(),
    });
    expect(res.statusCode).toBe(401);
  });

  it('keeps the order for the books when the customer deletes their account', async () => {
    const { token } = await signupUser(t.app);
    const res = await subscribe(t.app, token, orderPayload());
    expect((await deleteAccount(t.app, token)).statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, res.json().subscriptionId));
    expect(row).toMatchObject({ userId: null, totalPrice: res.json().totalPrice });
    const [txn] = await t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.subscriptionId, res.json().subscriptionId));
    expect(txn?.userId).toBeNull();
  });
});

describe('Idempotency-Key', () => {
  it('creates one order for two identical requests at the same instant', async () => {
    const { token, user } = await signupUser(t.app);
    const payload = orderPayload();
    const key = 'order-attempt-0001';
    const [a, b, c] = await Promise.all([
      subscribe(t.app, token, payload, key),
      subscribe(t.app, token, payload, key),
      subscribe(t.app, token, payload, key),
    ]);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(b.json()).toEqual(a.json());
    expect(c.json()).toEqual(a.json());
    const rows = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user._id));
    expect(rows).toHaveLength(1);
    const txns = await t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, user._id));
    expect(txns).toHaveLength(1);

    const retry = await subscribe(t.app, token, payload, key);
    expect(retry.json()).toEqual(a.json());
  });

  it('refuses the same key with different order details', async () => {
    const { token } = await signupUser(t.app);
    await subscribe(t.app, token, orderPayload(), 'order-attempt-0002');
    const res = await subscribe(t.app, token, orderPayload({ days: 21 }), 'order-attempt-0002');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.idempotencyMismatch);
  });

  it('keeps keys per customer, and refuses malformed keys', async () => {
    const asha = await signupUser(t.app);
    const ravi = await signupUser(t.app);
    const a = await subscribe(t.app, asha.token, orderPayload(), 'shared-key-123');
    const r = await subscribe(t.app, ravi.token, orderPayload(), 'shared-key-123');
    expect(a.json().subscriptionId).not.toBe(r.json().subscriptionId);
    const bad = await subscribe(t.app, asha.token, orderPayload(), 'bad key!');
    expect(bad.statusCode).toBe(400);
  });
});
