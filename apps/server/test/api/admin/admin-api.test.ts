import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { MSG } from '@fitthali/domain/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDERS_PER_USER } from '../../../src/routes/api/admin/users.ts';
import { adminToken } from '../../factories/admin.ts';
import { type OrderOptions, orderPayload, seedOrder, subscribe } from '../../factories/orders.ts';
import { bearer, deleteAccount, signupUser } from '../../factories/users.ts';
import { india } from '../../helpers/clocked-app.ts';
import { createTestApp } from '../../helpers/test-app.ts';

const t = await createTestApp();
const admin = await adminToken(t.app);
afterAll(() => t.close());

function get(url: string, token = admin) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

function put(url: string, payload?: object) {
  return t.app.inject({ method: 'PUT', url, headers: bearer(admin), payload });
}

const ADMIN_ROUTES: [string, string][] = [
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/subscriptions'],
  ['PUT', '/api/admin/cancel-subscription/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/user-subscriptions/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/revenue'],
  ['GET', '/api/admin/plans'],
  ['PUT', '/api/admin/plans/high-protein/prices'],
  ['GET', '/api/admin/coupons'],
  ['POST', '/api/admin/coupons'],
  ['PUT', '/api/admin/coupons/MEAL100'],
  ['GET', '/api/admin/transactions'],
  ['PUT', '/api/admin/password'],
  ['GET', '/api/admin/kitchen'],
  ['GET', '/api/admin/kitchen.csv'],
];

describe('admin routes: who may call them', () => {
  it.each(ADMIN_ROUTES)('%s %s: 401 without a token, 403 for a customer', async (method, url) => {
    const anonymous = await t.app.inject({ method: method as 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);
    const { token } = await signupUser(t.app);
    const customer = await t.app.inject({ method: method as 'GET', url, headers: bearer(token) });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ success: false, message: MSG.adminOnly });
  });
});

describe('dashboard, lists and cancel', () => {
  it('counts orders, active subscriptions, real revenue and the popular plan', async () => {
    const empty = (await get('/api/admin/dashboard')).json();
    expect(empty).toEqual({
      success: true,
      totalOrders: 0,
      activeSubs: 0,
      revenue: 0,
      popularPlan: 'N/A',
      // The books beside them (issue 14 point 7).
      sold: 0,
      collected: 0,
      collectedOnline: 0,
      collectedCash: 0,
      refunded: 0,
      creditsOutstanding: 0,
      cashDue: 0,
      // Customer messages that failed every attempt (issue 15 point 4).
      notificationFailures: 0,
      // No legal details yet: the dashboard says invoices are not issued (issue 25 point 5).
      invoiceStatus: { ready: false, paymentsWithoutInvoice: 0 },
    });

    const asha = await signupUser(t.app);
    const order = async (options: OrderOptions) =>
      (await subscribe(t.app, asha.token, orderPayload(options))).json();
    const a1 = await order({ plan: 'Weightloss' });
    const a2 = await order({ plan: 'Weightloss', mealOption: 'Non-Veg' });
    const a3 = await order({ plan: 'High Protein' });
    // An unpaid online order is not revenue.
    const online = await order({ plan: 'Diabetic Diet', paymentMode: 'Online' });
    const cancel = await put(`/api/admin/cancel-subscription/${a3.subscriptionId}`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      success: true,
      message: MSG.subscriptionCancelled,
      subscription: { status: 'cancelled' },
    });

    const figures = (await get('/api/admin/dashboard')).json();
    expect(figures).toEqual({
      success: true,
      totalOrders: 4,
      activeSubs: 2,
      // Money kept (issue 25 point 6): COD cash not yet collected is sold, not revenue.
      revenue: 0,
      popularPlan: 'Weightloss',
      sold: a1.totalPrice + a2.totalPrice,
      collected: 0,
      collectedOnline: 0,
      collectedCash: 0,
      refunded: 0,
      creditsOutstanding: 0,
      cashDue: a1.totalPrice + a2.totalPrice,
      notificationFailures: 0,
      invoiceStatus: { ready: false, paymentsWithoutInvoice: 0 },
    });
    expect(online.status).toBe('pending');

    const again = await put(`/api/admin/cancel-subscription/${a3.subscriptionId}`);
    expect(again.statusCode).toBe(409);
  });

  it('answers malformed and unknown ids with 400 and 404', async () => {
    const bad = await put('/api/admin/cancel-subscription/123');
    expect(bad.statusCode).toBe(400);
    const unknown = await put(
      '/api/admin/cancel-subscription/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/admin/user-subscriptions/nope')).statusCode).toBe(400);
  });

  it('lists subscriptions in the spec shape with user, filter and paging', async () => {
    const ravi = await signupUser(t.app, { name: 'Ravi Kumar' });
    for (let i = 0; i < 3; i += 1)
      await subscribe(t.app, ravi.token, orderPayload({ plan: 'Office Employee' }));
    const all = (await get('/api/admin/subscriptions')).json();
    expect(all.success).toBe(true);
    expect(all.total).toBeGreaterThanOrEqual(7);
    const first = all.subscriptions[0];
    expect(first).toMatchObject({
      user: { name: 'Ravi Kumar', phone: ravi.payload.phone },
      plan: 'Office Employee',
      slot: 'Lunch',
      mealOption: 'Veg',
      days: 7,
      paymentMode: 'COD',
      status: 'active',
      couponCode: null,
      address: { at: expect.any(String), po: expect.any(String), dist: 'Khordha', pin: '751001' },
    });
    expect(first.selectedDays).toHaveLength(7);
    expect(first.deliveryDates).toHaveLength(7);

    const page = (await get('/api/admin/subscriptions?limit=2&offset=1')).json();
    expect(page.subscriptions.map((s: { _id: string }) => s._id)).toEqual(
      all.subscriptions.slice(1, 3).map((s: { _id: string }) => s._id),
    );
    const cancelled = (await get('/api/admin/subscriptions?status=cancelled')).json();
    expect(cancelled.subscriptions.every((s: { status: string }) => s.status === 'cancelled')).toBe(
      true,
    );
    expect((await get('/api/admin/subscriptions?status=weird')).statusCode).toBe(400);
  });

  it('lists users with their orders newest first, and a user’s subscriptions', async () => {
    const meera = await signupUser(t.app, { name: 'Meera Panda' });
    const o1 = (await subscribe(t.app, meera.token, orderPayload())).json();
    const o2 = (
      await subscribe(t.app, meera.token, orderPayload({ plan: 'Custom Meal Plan' }))
    ).json();
    const users = (await get('/api/admin/users')).json();
    const entry = users.users.find((u: { _id: string }) => u._id === meera.user._id);
    expect(entry).toMatchObject({
      name: 'Meera Panda',
      email: meera.payload.email,
      phone: meera.payload.phone,
    });
    expect(entry.orders.map((o: { _id: string }) => o._id)).toEqual([
      o2.subscriptionId,
      o1.subscriptionId,
    ]);
    // The admin is not a customer.
    expect(users.users.some((u: { email: string }) => u.email === 'admin@fitthali.test')).toBe(
      false,
    );
    // Newest order first across users.
    expect(users.users[0]._id).toBe(meera.user._id);

    const subs = (await get(`/api/admin/user-subscriptions/${meera.user._id}`)).json();
    expect(subs.subscriptions.map((s: { _id: string }) => s._id)).toEqual([
      o2.subscriptionId,
      o1.subscriptionId,
    ]);
  });

  it('lists a customer’s newest orders only, with the count of all of them', async () => {
    const regular = await signupUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < ORDERS_PER_USER + 2; i += 1) {
      ids.push((await subscribe(t.app, regular.token, orderPayload())).json().subscriptionId);
    }
    const users = (await get('/api/admin/users')).json();
    const entry = users.users.find((u: { _id: string }) => u._id === regular.user._id);
    expect(entry.orderCount).toBe(ORDERS_PER_USER + 2);
    expect(entry.orders.map((o: { _id: string }) => o._id)).toEqual(ids.slice(2).reverse());
  });

  it('shows a deleted customer’s orders with no user', async () => {
    const gone = await signupUser(t.app);
    const order = (await subscribe(t.app, gone.token, orderPayload())).json();
    expect((await deleteAccount(t.app, gone.token)).statusCode).toBe(200);
    const all = (await get('/api/admin/subscriptions?limit=500')).json();
    const row = all.subscriptions.find((s: { _id: string }) => s._id === order.subscriptionId);
    expect(row.user).toBeNull();
  });
});

describe('revenue', () => {
  it('sums this week’s real revenue per weekday, Monday first', async () => {
    const res = (await get('/api/admin/revenue')).json();
    expect(res.week.days.map((d: { label: string }) => d.label)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    const today = todayInIndia();
    const todayEntry = res.week.days.find((d: { date: string }) => d.date === today);
    const dashboard = (await get('/api/admin/dashboard')).json();
    // Every order in this test file was confirmed today. The chart counts orders sold; the
    // dashboard's Revenue Generated is the money kept (decision 139).
    expect(todayEntry.revenue).toBe(dashboard.sold);
    expect(res.week.total).toBe(dashboard.sold);
    expect(res.month.total).toBe(dashboard.sold);
    expect(dashboard.revenue).toBe(dashboard.collected - dashboard.refunded);
  });

  it('marks the days still to come this week (India time) as future, with nothing taken', async () => {
    const res = (await get('/api/admin/revenue')).json();
    const today = todayInIndia();
    for (const day of res.week.days as { date: string; revenue: number; future: boolean }[]) {
      expect(day.future).toBe(day.date > today);
      // Still a number, so a screen that does not know `future` reads the same shape as before.
      if (day.future) expect(day.revenue).toBe(0);
    }
    // Today has happened (it is not future), whatever weekday the test runs on.
    expect(res.week.days.find((d: { date: string }) => d.date === today).future).toBe(false);
  });
});

describe('plans and coupons reach the order route', () => {
  it('a new per-meal price is used at once by /api/plans and /api/subscribe; old orders keep theirs', async () => {
    const { token } = await signupUser(t.app);
    const before = (await subscribe(t.app, token, orderPayload({ plan: 'High Protein' }))).json();
    const res = await put('/api/admin/plans/high-protein/prices', {
      durationDays: 7,
      mealOption: 'Veg',
      price: 260,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().plan.prices['7'].veg).toBe(260);
    const plans = (await t.app.inject({ method: 'GET', url: '/api/plans' })).json();
    expect(plans.plans.find((p: { id: string }) => p.id === 'high-protein').prices['7'].veg).toBe(
      260,
    );

    const stale = await subscribe(t.app, token, orderPayload({ plan: 'High Protein' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MSG.priceChanged);
    const fresh = await subscribe(t.app, token, {
      ...orderPayload({ plan: 'High Protein' }),
      totalPrice: 7 * 260,
    });
    expect(fresh.statusCode).toBe(201);

    const subs = (await get('/api/admin/subscriptions?limit=500')).json().subscriptions;
    expect(subs.find((s: { _id: string }) => s._id === before.subscriptionId).pricePerMeal).toBe(
      249,
    );
    expect(
      subs.find((s: { _id: string }) => s._id === fresh.json().subscriptionId).pricePerMeal,
    ).toBe(260);

    for (const payload of [
      { durationDays: 5, mealOption: 'Veg', price: 200 },
      { durationDays: 7, mealOption: 'Vegan', price: 200 },
      { durationDays: 7, mealOption: 'Veg', price: 0 },
      { durationDays: 7, mealOption: 'Veg', price: 99.5 },
    ]) {
      const bad = await put('/api/admin/plans/high-protein/prices', payload);
      expect(bad.statusCode).toBe(400);
    }
    // A price the editor would refuse is refused with the same sentence the editor shows.
    for (const price of [-5, 0, 10_001, 99.5, '200']) {
      const bad = await put('/api/admin/plans/high-protein/prices', {
        durationDays: 7,
        mealOption: 'Veg',
        price,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, message: MSG.invalidPlanPrice });
    }
    const unknown = await put('/api/admin/plans/pizza/prices', {
      durationDays: 7,
      mealOption: 'Veg',
      price: 200,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('creates, uses, limits and deactivates coupons', async () => {
    const list = (await get('/api/admin/coupons')).json();
    expect(list.coupons.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(['MEAL100', 'FLAT50']),
    );

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: bearer(admin),
      payload: { code: 'diwali75', amount: 75, usageLimit: 1 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().coupon).toMatchObject({
      code: 'DIWALI75',
      amount: 75,
      active: true,
      usageLimit: 1,
      usedCount: 0,
    });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: bearer(admin),
      payload: { code: 'DIWALI75', amount: 10 },
    });
    expect(dup.statusCode).toBe(409);

    const { token } = await signupUser(t.app);
    const used = await subscribe(
      t.app,
      token,
      orderPayload({ plan: 'Weightloss', coupon: { code: 'Diwali75', amount: 75 } }),
    );
    expect(used.statusCode).toBe(201);
    // Its one use is gone.
    const twice = await subscribe(
      t.app,
      token,
      orderPayload({ plan: 'Weightloss', coupon: { code: 'DIWALI75', amount: 75 } }),
    );
    expect(twice.json().message).toBe(MSG.couponUsedUp);

    const off = await put('/api/admin/coupons/flat50', { active: false });
    expect(off.statusCode).toBe(200);
    const refused = await subscribe(
      t.app,
      token,
      orderPayload({ coupon: { code: 'FLAT50', amount: 50 } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MSG.invalidCoupon);

    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: bearer(admin),
      payload: { code: 'OLD20', amount: 20, expiresAt: addDays(todayInIndia(), -1) },
    });
    expect(expired.statusCode).toBe(201);
    const late = await subscribe(
      t.app,
      token,
      orderPayload({ coupon: { code: 'OLD20', amount: 20 } }),
    );
    expect(late.json().message).toBe(MSG.invalidCoupon);

    for (const payload of [
      { code: 'x', amount: 10 },
      { code: 'GOOD10', amount: -5 },
      { code: 'GOOD10', amount: 'ten' },
      { code: 'GOOD11', amount: 10, expiresAt: 'soon' },
    ]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/admin/coupons',
        headers: bearer(admin),
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
  });
});

describe('transactions', () => {
  it('lists every payment record with customer and order, filtered and paged', async () => {
    const { token } = await signupUser(t.app, { name: 'Tara Sahu' });
    // An earlier test raised the High Protein price, so order another plan.
    const order = (
      await subscribe(t.app, token, orderPayload({ plan: 'Diabetic Diet', paymentMode: 'Online' }))
    ).json();
    const res = (await get('/api/admin/transactions?mode=Online&status=pending')).json();
    const row = res.transactions.find(
      (x: { subscriptionId: string }) => x.subscriptionId === order.subscriptionId,
    );
    expect(row).toMatchObject({
      mode: 'Online',
      status: 'pending',
      gateway: 'test',
      amount: order.totalPrice,
      customer: { name: 'Tara Sahu' },
    });
    expect(row.gatewayOrderId).toMatch(/^test_order_/);
    expect(res.transactions.every((x: { mode: string }) => x.mode === 'Online')).toBe(true);
    const page = (await get('/api/admin/transactions?limit=1')).json();
    expect(page.transactions).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    // Pages follow one another newest first, without gaps or repeats.
    const all = (await get('/api/admin/transactions?limit=500')).json();
    const second = (await get('/api/admin/transactions?limit=2&offset=1')).json();
    expect(second.transactions.map((x: { _id: string }) => x._id)).toEqual(
      all.transactions.slice(1, 3).map((x: { _id: string }) => x._id),
    );
    const times = all.transactions.map((x: { createdAt: string }) => Date.parse(x.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await get('/api/admin/transactions?status=nope')).statusCode).toBe(400);
  });
});

describe('kitchen sheet', () => {
  it('lists tomorrow’s meals and deliveries by slot, never cancelled orders or other dates', async () => {
    // Early today on the server's clock, so the cancelled order's meals tomorrow are still before
    // their cut-off and leave the sheet (a meal past its cut-off is cooked, decision 95).
    const fresh = await createTestApp({}, { clock: () => india(todayInIndia(), '00:05') });
    const token = await adminToken(fresh.app);
    const customer = await signupUser(fresh.app, { name: 'Kitchen Customer' });
    const tomorrow = addDays(todayInIndia(), 1);
    // Tomorrow's lunch may already be inside the kitchen's notice: these were placed days ago.
    const seed = (payload: Parameters<typeof seedOrder>[2]) =>
      seedOrder(fresh.app, customer.user._id, payload);
    await seed(orderPayload({ plan: 'High Protein', slot: 'Lunch', startDate: tomorrow }));
    await seed(
      orderPayload({
        plan: 'High Protein',
        slot: 'Lunch + Dinner',
        mealOption: 'Non-Veg',
        startDate: tomorrow,
      }),
    );
    await seed(orderPayload({ plan: 'Weightloss', slot: 'Dinner', startDate: tomorrow }));
    const later = await subscribe(
      fresh.app,
      customer.token,
      orderPayload({ plan: 'Weightloss', startDate: addDays(tomorrow, 3) }),
    );
    const cancelled = {
      subscriptionId: (await seed(orderPayload({ plan: 'Office Employee', startDate: tomorrow })))
        .id,
    };
    await fresh.app.inject({
      method: 'PUT',
      url: `/api/admin/cancel-subscription/${cancelled.subscriptionId}`,
      headers: bearer(token),
    });
    expect(later.statusCode).toBe(201);

    // The sheet opens on the slot now (issue 25 point 9), so tomorrow is asked for by name.
    const lunch = (
      await fresh.app.inject({
        method: 'GET',
        url: `/api/admin/kitchen?date=${tomorrow}&slot=Lunch`,
        headers: bearer(token),
      })
    ).json();
    expect(lunch).toMatchObject({ success: true, date: tomorrow, slot: 'Lunch', totalMeals: 2 });
    expect(lunch.meals).toEqual([
      { plan: 'High Protein', mealOption: 'Non-Veg', count: 1 },
      { plan: 'High Protein', mealOption: 'Veg', count: 1 },
    ]);
    expect(lunch.deliveries[0]).toMatchObject({
      customer: 'Kitchen Customer',
      phone: customer.payload.phone,
      plan: 'High Protein',
    });
    expect(lunch.deliveries[0].mapsUrl).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );

    const dinner = (
      await fresh.app.inject({
        method: 'GET',
        url: `/api/admin/kitchen?date=${tomorrow}&slot=Dinner`,
        headers: bearer(token),
      })
    ).json();
    expect(dinner.meals).toEqual([
      { plan: 'High Protein', mealOption: 'Non-Veg', count: 1 },
      { plan: 'Weightloss', mealOption: 'Veg', count: 1 },
    ]);

    const csv = await fresh.app.inject({
      method: 'GET',
      url: `/api/admin/kitchen.csv?date=${tomorrow}&slot=Lunch`,
      headers: bearer(token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`fitthali-${tomorrow}-lunch.csv`);
    // The stops, then the meals to cook per dish after a blank line.
    const [stops = '', dishes = ''] = csv.body.split('\r\n\r\n');
    const lines = stops.split('\r\n');
    expect(lines[0]).toBe(
      'Stop,Customer,Phone,Address,PIN,Orders,Meals,Dishes,Allergy flags,Status,Cash due (₹),Payment,Map',
    );
    // The customer's two lunches go to one door: one stop (issue 25 point 8).
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Kitchen Customer');
    expect(lines[1]).toContain('"Plot 42, Kharavela Nagar, Unit 3, Khordha - 751001"');
    expect(dishes.split('\r\n').at(-2)).toBe('All meals,,2,0');

    expect(
      (
        await fresh.app.inject({
          method: 'GET',
          url: '/api/admin/kitchen?date=tomorrow',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await fresh.app.inject({
          method: 'GET',
          url: '/api/admin/kitchen?slot=Breakfast',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(400);
    await fresh.close();
  });
});

describe('settings', () => {
  it('changes the admin password only with the old one', async () => {
    const fresh = await createTestApp();
    const token = await adminToken(fresh.app);
    const put = (payload: object) =>
      fresh.app.inject({
        method: 'PUT',
        url: '/api/admin/password',
        headers: bearer(token),
        payload,
      });
    expect(
      (await put({ oldPassword: 'wrong-one', newPassword: 'new-password-1' })).statusCode,
    ).toBe(400);
    expect((await put({ oldPassword: 'admin-password-1', newPassword: 'short' })).statusCode).toBe(
      400,
    );
    expect((await put({})).statusCode).toBe(400);
    const ok = await put({ oldPassword: 'admin-password-1', newPassword: 'new-password-1' });
    expect(ok.json()).toMatchObject({ success: true, message: 'Password changed.' });
    expect(ok.json().token).toBeTypeOf('string');
    await expect(
      adminToken(fresh.app, { email: 'admin@fitthali.test', password: 'new-password-1' }),
    ).resolves.toBeTypeOf('string');
    await fresh.close();
  });
});
