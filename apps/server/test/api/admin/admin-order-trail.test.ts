import { addDays } from '@fitthali/domain/dates';
import { describe, expect, it } from 'vitest';
import { orderPayload, subscribe } from '../../factories/orders.ts';
import { bearer, deleteAccount, signupUser } from '../../factories/users.ts';
import { clockedTestApp, india } from '../../helpers/clocked-app.ts';

// The admin's subscription page names who made each change (issue 13 point 7). The clock is the
// test's, set from the order's own dates.
const t = clockedTestApp();

describe('the order trail names who acted', () => {
  it('gives the customer’s and the admin’s names, the reason and the new end date', async () => {
    const customer = await signupUser(t.app);
    const placed = await subscribe(t.app, customer.token, orderPayload());
    const id = placed.json().subscriptionId as string;
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/subscriptions/${id}`,
        headers: bearer(t.admin),
      });
    const [first, second] = (await read()).json().deliveries as { _id: string; date: string }[];
    if (!first || !second) throw new Error('no deliveries');

    t.setNow(india(addDays(first.date, -2), '09:00'));
    const mine = await t.app.inject({
      method: 'POST',
      url: `/api/user/deliveries/${first._id}/skip`,
      headers: bearer(customer.token),
    });
    expect(mine.statusCode).toBe(200);
    t.setNow(india(addDays(second.date, -1), '15:00'));
    const forThem = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deliveries/${second._id}/skip`,
      headers: bearer(t.admin),
      payload: { reason: 'Rang at 3 pm' },
    });
    expect(forThem.statusCode).toBe(200);

    const events = (await read()).json().events;
    expect(events).toMatchObject([
      { actor: 'customer', actorName: customer.payload.name, action: 'skip', reason: null },
      {
        actor: 'admin',
        actorName: 'Admin',
        action: 'skip',
        reason: 'Rang at 3 pm',
        detail: { date: second.date, slot: 'Lunch', endDate: expect.any(String) },
      },
    ]);
  });
});

describe('a cancellation goes on the order trail', () => {
  it('an admin cancel writes one cancel line naming the admin, and a repeat writes none', async () => {
    const customer = await signupUser(t.app);
    const placed = await subscribe(t.app, customer.token, orderPayload({ days: 7 }));
    const id = placed.json().subscriptionId as string;
    const cancel = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/cancel-subscription/${id}`,
        headers: bearer(t.admin),
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);

    const order = await t.app.inject({
      method: 'GET',
      url: `/api/admin/subscriptions/${id}`,
      headers: bearer(t.admin),
    });
    expect(order.json().events).toMatchObject([
      { actor: 'admin', actorName: 'Admin', action: 'cancel', detail: { was: 'active', meals: 7 } },
    ]);
  });

  it('deleting the account writes a cancel line by the customer on each order it ends', async () => {
    const customer = await signupUser(t.app);
    const placed = await subscribe(t.app, customer.token, orderPayload({ days: 7 }));
    const id = placed.json().subscriptionId as string;
    const gone = await deleteAccount(t.app, customer.token);
    expect(gone.statusCode).toBe(200);

    const order = await t.app.inject({
      method: 'GET',
      url: `/api/admin/subscriptions/${id}`,
      headers: bearer(t.admin),
    });
    expect(order.json().subscription.status).toBe('cancelled');
    expect(order.json().events).toMatchObject([
      {
        actor: 'customer',
        action: 'cancel',
        detail: { was: 'active', meals: 7, accountDeleted: true },
      },
    ]);
  });
});

describe('a missed delivery carries its reason', () => {
  it('the customer’s and the admin’s order answers give the reason while it stands missed', async () => {
    const customer = await signupUser(t.app);
    const placed = await subscribe(t.app, customer.token, orderPayload());
    const id = placed.json().subscriptionId as string;
    const asAdmin = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/subscriptions/${id}`,
        headers: bearer(t.admin),
      });
    const asCustomer = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/subscriptions/${id}`,
        headers: bearer(customer.token),
      });
    const [first] = (await asAdmin()).json().deliveries as { _id: string; date: string }[];
    if (!first) throw new Error('no deliveries');
    t.setNow(india(first.date, '14:00'));
    const missed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deliveries/${first._id}/missed`,
      headers: bearer(t.admin),
      payload: { reason: 'Nobody at the door' },
    });
    expect(missed.statusCode).toBe(200);
    const row = (answer: { json: () => { deliveries: { _id: string }[] } }) =>
      answer.json().deliveries.find((d) => d._id === first._id);
    expect(row(await asAdmin())).toMatchObject({
      status: 'missed',
      missedReason: 'Nobody at the door',
    });
    expect(row(await asCustomer())).toMatchObject({ missedReason: 'Nobody at the door' });

    const delivered = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deliveries/${first._id}/delivered`,
      headers: bearer(t.admin),
    });
    expect(delivered.statusCode).toBe(200);
    expect(row(await asCustomer())).toMatchObject({ status: 'delivered', missedReason: null });
  });
});
