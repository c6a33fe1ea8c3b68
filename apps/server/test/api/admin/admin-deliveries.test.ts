import { addDays } from '@fitthali/domain/dates';
import { MSG } from '@fitthali/domain/messages';
import { describe, expect, it } from 'vitest';
import { clockedTestApp, type DeliveryAnswer, india } from '../../helpers/clocked-app.ts';

// The server's clock is the test's: each test sets it from its own order's dates, so nothing
// here depends on today's date.
const t = clockedTestApp();

describe('one order for the admin (issue 13 point 7)', () => {
  it('shows its deliveries, customer and audit trail, to admins only', async () => {
    const order = await t.placeOrder();
    const first = order.deliveries[0] as DeliveryAnswer;
    t.setNow(india(addDays(first.date, -2), '09:00'));
    expect(
      (await t.call('POST', `/api/user/deliveries/${first._id}/skip`, order.token)).statusCode,
    ).toBe(200);
    const res = await t.call('GET', `/api/admin/subscriptions/${order.id}`, t.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.deliveries).toHaveLength(8);
    expect(body.customer).toMatchObject({ name: expect.any(String), phone: expect.any(String) });
    expect(body.events).toMatchObject([
      { actor: 'customer', action: 'skip', deliveryId: first._id, reason: null },
    ]);
    const denied = await t.call('GET', `/api/admin/subscriptions/${order.id}`, order.token);
    expect(denied.statusCode).toBe(403);
  });

  it('skips for a customer past the cut-off only with a reason, which the trail keeps', async () => {
    const order = await t.placeOrder();
    const first = order.deliveries[0] as DeliveryAnswer;
    t.setNow(india(addDays(first.date, -1), '15:00'));
    const bare = await t.call('POST', `/api/admin/deliveries/${first._id}/skip`, t.admin, {});
    expect(bare.statusCode).toBe(409);
    expect(bare.json().message).toBe(
      'Please give a reason for changing a delivery after its cut-off.',
    );
    const withReason = await t.call('POST', `/api/admin/deliveries/${first._id}/skip`, t.admin, {
      reason: 'Customer called: travelling',
    });
    expect(withReason.statusCode).toBe(200);
    expect(withReason.json().delivery.status).toBe('skipped');
    const trail = (await t.call('GET', `/api/admin/subscriptions/${order.id}`, t.admin)).json()
      .events;
    expect(trail).toMatchObject([
      { actor: 'admin', action: 'skip', reason: 'Customer called: travelling' },
    ]);
  });

  it('pauses for a customer, and two overlapping pauses at once leave exactly one', async () => {
    const order = await t.placeOrder({ days: 21 });
    const third = order.deliveries[2] as DeliveryAnswer;
    t.setNow(india(addDays(order.deliveries[0]?.date ?? '', -2), '09:00'));
    const answers = await Promise.all([
      t.call('POST', `/api/admin/subscriptions/${order.id}/pause`, t.admin, {
        from: third.date,
        until: addDays(third.date, 4),
      }),
      t.call('POST', `/api/user/subscriptions/${order.id}/pause`, order.token, {
        from: addDays(third.date, 2),
        until: addDays(third.date, 6),
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const body = (await t.call('GET', `/api/admin/subscriptions/${order.id}`, t.admin)).json();
    const skipped = body.deliveries.filter((d: DeliveryAnswer) => d.status === 'skipped');
    expect(skipped).toHaveLength(5);
    expect(body.deliveries.filter((d: DeliveryAnswer) => d.status !== 'skipped')).toHaveLength(21);
  });
});

describe('the run sheet marks (issue 13 point 6)', () => {
  it('marks delivered or missed on the day, never ahead of it, and a missed needs a reason', async () => {
    const order = await t.placeOrder();
    const [first, second] = order.deliveries as DeliveryAnswer[];
    if (!first || !second) throw new Error('no deliveries');
    t.setNow(india(first.date, '13:30'));
    const early = await t.call('POST', `/api/admin/deliveries/${second._id}/delivered`, t.admin);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A delivery can be marked only on its day or after.');
    const done = await t.call('POST', `/api/admin/deliveries/${first._id}/delivered`, t.admin);
    expect(done.json()).toEqual({
      success: true,
      delivery: { _id: first._id, status: 'delivered' },
    });
    const noReason = await t.call('POST', `/api/admin/deliveries/${first._id}/missed`, t.admin, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please say what went wrong with this delivery.');
    const missed = await t.call('POST', `/api/admin/deliveries/${first._id}/missed`, t.admin, {
      reason: 'Nobody at the door',
    });
    expect(missed.json().delivery).toMatchObject({
      status: 'missed',
      missedReason: 'Nobody at the door',
    });
    const customer = await t.call(
      'POST',
      `/api/admin/deliveries/${first._id}/delivered`,
      order.token,
    );
    expect(customer.statusCode).toBe(403);
  });

  it('marks every remaining delivery of a slot delivered at once', async () => {
    const a = await t.placeOrder();
    const b = await t.placeOrder();
    const date = a.deliveries[0]?.date ?? '';
    expect(b.deliveries[0]?.date).toBe(date);
    t.setNow(india(date, '14:10'));
    const res = await t.call('POST', '/api/admin/kitchen/delivered', t.admin, {
      date,
      slot: 'Lunch',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().marked).toBeGreaterThanOrEqual(2);
    const sheet = await t.call('GET', `/api/admin/kitchen?date=${date}&slot=Lunch`, t.admin);
    // Delivered meals were still cooked (decision 73): only what is left to deliver drops.
    // (An earlier test here marked a meal of the same day missed.)
    const counts = sheet.json();
    expect(counts.remaining).toBe(0);
    expect(counts.delivered + counts.missed).toBe(counts.totalMeals);
    expect(counts.delivered).toBeGreaterThanOrEqual(2);
    const again = await t.call('POST', '/api/admin/kitchen/delivered', t.admin, {
      date,
      slot: 'Lunch',
    });
    expect(again.json().marked).toBe(0);
    const ahead = await t.call('POST', '/api/admin/kitchen/delivered', t.admin, {
      date: addDays(date, 1),
      slot: 'Lunch',
    });
    expect(ahead.statusCode).toBe(409);
  });
});

describe('changing the address (issue 13 point 3)', () => {
  const NEW_ADDRESS = {
    at: 'House 7, Saheed Nagar',
    po: 'Saheed Nagar',
    dist: 'Khordha',
    pin: '751007',
    lat: null,
    lng: null,
  };

  it('for one date, or for every remaining delivery, keeping where past meals went', async () => {
    const order = await t.placeOrder();
    const [first, second, third] = order.deliveries as DeliveryAnswer[];
    if (!first || !second || !third) throw new Error('no deliveries');
    t.setNow(india(addDays(first.date, -2), '09:00'));
    const oneDay = await t.call('PUT', `/api/user/subscriptions/${order.id}/address`, order.token, {
      address: NEW_ADDRESS,
      date: second.date,
    });
    expect(oneDay.statusCode).toBe(200);
    const afterOne = oneDay.json().deliveries as DeliveryAnswer[];
    expect(afterOne.map((d) => d.address.pin)).toEqual([
      '751001',
      '751007',
      ...Array(5).fill('751001'),
    ]);

    // From the second day's cut-off on, the first two days keep their address.
    t.setNow(india(addDays(second.date, -1), '13:00'));
    const all = await t.call('PUT', `/api/user/subscriptions/${order.id}/address`, order.token, {
      address: { ...NEW_ADDRESS, pin: '751006' },
    });
    expect(all.statusCode).toBe(200);
    const afterAll = all.json();
    expect(afterAll.deliveries.map((d: DeliveryAnswer) => d.address.pin)).toEqual([
      '751001',
      '751007',
      ...Array(5).fill('751006'),
    ]);
    expect(afterAll.subscription.address.pin).toBe('751006');
  });

  it('refuses an address outside Odisha and a day past its cut-off', async () => {
    const order = await t.placeOrder();
    const first = order.deliveries[0] as DeliveryAnswer;
    t.setNow(india(addDays(first.date, -1), '13:00'));
    const outside = await t.call(
      'PUT',
      `/api/user/subscriptions/${order.id}/address`,
      order.token,
      {
        address: { ...NEW_ADDRESS, pin: '110001', dist: 'New Delhi' },
      },
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(MSG.onlyOdisha);
    const late = await t.call('PUT', `/api/user/subscriptions/${order.id}/address`, order.token, {
      address: NEW_ADDRESS,
      date: first.date,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Changes to this delivery closed on /);
  });
});
