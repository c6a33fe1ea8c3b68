import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { subscriptions, transactions } from '../../../src/db/schema/orders.ts';
import { migrationsDir } from '../../../src/paths.ts';
import { adminToken } from '../../factories/admin.ts';
import { orderPayload, subscribe } from '../../factories/orders.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { createTestApp } from '../../helpers/test-app.ts';

const t = await createTestApp();
const admin = await adminToken(t.app);
afterAll(() => t.close());

async function place(paymentMode: 'COD' | 'Online') {
  const { token } = await signupUser(t.app);
  const res = await subscribe(t.app, token, orderPayload({ paymentMode }));
  expect(res.statusCode).toBe(201);
  return { token, id: res.json().subscriptionId as string };
}

function adminGet(url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(admin) });
}

async function cancel(id: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/cancel-subscription/${id}`,
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json().subscription as { _id: string; status: string; paymentStatus: string };
}

/** What the order and its payment record say about the payment. */
async function paymentOf(id: string) {
  const [order] = await t.app.db
    .select({ paymentStatus: subscriptions.paymentStatus })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  const records = await t.app.db
    .select({ status: transactions.status })
    .from(transactions)
    .where(eq(transactions.subscriptionId, id));
  return { order: order?.paymentStatus, records: records.map((r) => r.status) };
}

describe('cancelling an order settles what its payment says', () => {
  it('a cancelled COD order is no longer due: cancelled on the order and its payment record', async () => {
    const { id } = await place('COD');
    expect(await paymentOf(id)).toEqual({ order: 'due', records: ['due'] });
    // The answer carries the settled payment so the admin row can show it without a reload.
    expect(await cancel(id)).toEqual({
      _id: id,
      status: 'cancelled',
      paymentStatus: 'cancelled',
      paymentStanding: 'cancelled',
    });
    expect(await paymentOf(id)).toEqual({ order: 'cancelled', records: ['cancelled'] });

    // The admin lists say so too, and the transactions filter knows the new status.
    const subs = await adminGet('/api/admin/subscriptions?status=cancelled');
    expect(
      subs.json().subscriptions.find((s: { _id: string }) => s._id === id)?.paymentStatus,
    ).toBe('cancelled');
    const due = await adminGet('/api/admin/transactions?status=due&limit=100');
    expect(
      due.json().transactions.map((r: { subscriptionId: string }) => r.subscriptionId),
    ).not.toContain(id);
    const cancelled = await adminGet('/api/admin/transactions?status=cancelled&limit=100');
    expect(cancelled.statusCode).toBe(200);
    expect(
      cancelled
        .json()
        .transactions.find((r: { subscriptionId: string }) => r.subscriptionId === id),
    ).toMatchObject({ status: 'cancelled', mode: 'COD' });
  });

  it('an unpaid online order stops waiting: expired on the order and its payment record', async () => {
    const { id } = await place('Online');
    expect(await paymentOf(id)).toEqual({ order: 'pending', records: ['pending'] });
    await cancel(id);
    expect(await paymentOf(id)).toEqual({ order: 'expired', records: ['expired'] });
  });

  it('a paid order stays paid (a refund is the money issue’s rule)', async () => {
    const { id, token } = await place('Online');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/complete',
      headers: bearer(token),
      payload: { subscriptionId: id },
    });
    expect(paid.statusCode).toBe(200);
    await cancel(id);
    expect(await paymentOf(id)).toEqual({ order: 'paid', records: ['paid'] });
  });

  it('the migration corrects orders cancelled before, and leaves live ones alone', async () => {
    const old = await place('COD');
    const oldOnline = await place('Online');
    const live = await place('COD');
    // As the old cancel left them: the order cancelled, its payment still due or waiting.
    await t.app.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(sql`${subscriptions.id} in (${old.id}, ${oldOnline.id})`);
    await t.app.db
      .update(transactions)
      .set({ status: 'expired' })
      .where(eq(transactions.subscriptionId, oldOnline.id));

    const migration = await readFile(
      join(migrationsDir, '0007_cancelled_cod_payments.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.app.db.execute(sql.raw(statement));
    }

    expect(await paymentOf(old.id)).toEqual({ order: 'cancelled', records: ['cancelled'] });
    expect(await paymentOf(oldOnline.id)).toEqual({ order: 'expired', records: ['expired'] });
    expect(await paymentOf(live.id)).toEqual({ order: 'due', records: ['due'] });
  });
});
