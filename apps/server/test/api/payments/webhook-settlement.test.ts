import { MSG } from '@fitthali/domain/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentEvents, unappliedPayments } from '../../../src/db/schema/orders.ts';
import { adminToken } from '../../factories/admin.ts';
import { placeOnlineOrder, storedOrder } from '../../factories/orders.ts';
import { bearer } from '../../factories/users.ts';
import {
  confirmRazorpayPayment,
  createRazorpayTestApp,
  deliverWebhook,
} from '../../helpers/razorpay-test-app.ts';

const t = await createRazorpayTestApp();
afterAll(() => t.close());

function deliverRaw(raw: string, eventId: string) {
  return deliverWebhook(t.app, raw, eventId);
}

function captured(orderId: string, paymentId: string, amountRupees: number) {
  return JSON.stringify({
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: paymentId, order_id: orderId, amount: amountRupees * 100 } },
    },
  });
}

/** The stored order, its payment record and any payment kept aside for it. */
async function stored(subscriptionId: string) {
  const unapplied = await t.app.db
    .select()
    .from(unappliedPayments)
    .where(eq(unappliedPayments.subscriptionId, subscriptionId));
  return { ...(await storedOrder(t.app.db, subscriptionId)), unapplied };
}

describe('Razorpay webhooks', () => {
  it('answer 5xx and keep no trace when settling fails, so the retry settles the payment', async () => {
    const { order } = await placeOnlineOrder(t.app);
    // A fault inside settling: the database refuses this payment id once.
    await t.app.db.execute(sql`
      create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.gateway_payment_id = 'pay_Boom000000001' then raise exception 'settling failed'; end if;
        return new;
      end $$`);
    await t.app.db.execute(
      sql`create trigger refuse_boom before update on transactions for each row execute function refuse_boom()`,
    );
    const raw = captured(order.payment.orderId, 'pay_Boom000000001', order.totalPrice);
    const failed = await deliverRaw(raw, 'evt_boom_1');
    expect(failed.statusCode).toBe(500);
    expect(
      await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_boom_1')),
    ).toHaveLength(0);
    expect((await stored(order.subscriptionId)).sub?.status).toBe('pending');

    await t.app.db.execute(sql`drop trigger refuse_boom on transactions`);
    const retried = await deliverRaw(raw, 'evt_boom_1');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().duplicate).toBeUndefined();
    expect((await stored(order.subscriptionId)).sub).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
    });
    const again = await deliverRaw(raw, 'evt_boom_1');
    expect(again.json()).toMatchObject({ success: true, duplicate: true });
    expect(t.announced.filter((e) => e.subscriptionId === order.subscriptionId)).toHaveLength(1);
  });

  it('keep a second, different capture for a paid order as a refund due', async () => {
    const { order } = await placeOnlineOrder(t.app);
    const orderId = order.payment.orderId;
    expect(
      (await deliverRaw(captured(orderId, 'pay_First0000001', order.totalPrice), 'e1')).statusCode,
    ).toBe(200);
    const second = await deliverRaw(captured(orderId, 'pay_Second000001', order.totalPrice), 'e2');
    expect(second.statusCode).toBe(200);
    // The same second capture delivered again (another event id) is still one refund due.
    await deliverRaw(captured(orderId, 'pay_Second000001', order.totalPrice), 'e3');
    const { sub, txn, unapplied } = await stored(order.subscriptionId);
    expect(sub?.status).toBe('active');
    expect(txn).toMatchObject({ status: 'paid', gatewayPaymentId: 'pay_First0000001' });
    expect(unapplied).toHaveLength(1);
    expect(unapplied[0]).toMatchObject({
      gatewayPaymentId: 'pay_Second000001',
      amount: order.totalPrice,
      status: 'refund_due',
    });
    expect(t.announced.filter((e) => e.subscriptionId === order.subscriptionId)).toHaveLength(1);
  });

  it('keep a capture for a cancelled order as a refund due and leave the order cancelled', async () => {
    const { order } = await placeOnlineOrder(t.app);
    const admin = await adminToken(t.app);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/cancel-subscription/${order.subscriptionId}`,
      headers: bearer(admin),
    });
    expect(cancelled.statusCode).toBe(200);
    const res = await deliverRaw(
      captured(order.payment.orderId, 'pay_AfterCancel01', order.totalPrice),
      'e-cancel',
    );
    expect(res.statusCode).toBe(200);
    const { sub, txn, unapplied } = await stored(order.subscriptionId);
    expect(sub?.status).toBe('cancelled');
    expect(txn?.status).not.toBe('paid');
    expect(unapplied).toHaveLength(1);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/unapplied-payments',
      headers: bearer(admin),
    });
    expect(
      list
        .json()
        .payments.some(
          (p: { gatewayPaymentId: string }) => p.gatewayPaymentId === 'pay_AfterCancel01',
        ),
    ).toBe(true);
  });

  it('tell the customer’s browser when its payment could not apply', async () => {
    const { token, order } = await placeOnlineOrder(t.app);
    const admin = await adminToken(t.app);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/cancel-subscription/${order.subscriptionId}`,
      headers: bearer(admin),
    });
    const paymentId = 'pay_Browser00001';
    const res = await confirmRazorpayPayment(t.app, token, order, paymentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.paymentNotApplied);
    expect((await stored(order.subscriptionId)).unapplied).toHaveLength(1);
  });

  it.each([
    ['null', 'null'],
    ['a number', '42'],
    ['an array', '[]'],
    [
      'a numeric payment id',
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 12, order_id: 'order_X' } } },
      }),
    ],
    [
      'an object order id',
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_X', order_id: { a: 1 } } } },
      }),
    ],
    ['a non-string event', JSON.stringify({ event: 7 })],
  ])('refuse a body that is %s with 400 and store nothing', async (_, raw) => {
    const eventId = `evt_bad_${Math.random().toString(36).slice(2)}`;
    const res = await deliverRaw(raw, eventId);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(
      await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId)),
    ).toHaveLength(0);
  });
});
