import { financialYearAt } from '@fitthali/domain/invoice-numbering';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client.ts';
import { invoices } from '../../../src/db/schema/invoices.ts';
import { nextNumber } from '../../../src/invoices/next-number.ts';
import { adminToken } from '../../factories/admin.ts';
import { putBusiness } from '../../factories/business.ts';
import { orderPayload, payWithTestGateway, subscribe } from '../../factories/orders.ts';
import { signupUser } from '../../factories/users.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

// Issue 15 point 5: consecutive numbers with no gap and no repeat, even when many payments are
// settled at once. On PostgreSQL (server-pg) the 50 payments run on the pool's 10 connections at
// the same time, as several instances would; the counter row's lock is what orders them.
const PAYMENTS = 50;

describe('invoice numbers under parallel payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect((await putBusiness(t.app, await adminToken(t.app))).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it(`gives ${PAYMENTS} payments settled at once the numbers 1 to ${PAYMENTS}`, async () => {
    const orders: { token: string; id: string }[] = [];
    // Placed ten at a time: only the payments are the point of the test.
    for (let batch = 0; batch < PAYMENTS / 10; batch += 1) {
      const placed = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const customer = await signupUser(t.app);
          const res = await subscribe(
            t.app,
            customer.token,
            orderPayload({ paymentMode: 'Online' }),
          );
          expect(res.statusCode, res.body).toBe(201);
          return { token: customer.token, id: res.json().subscriptionId as string };
        }),
      );
      orders.push(...placed);
    }
    const paid = await Promise.all(
      orders.map((order) => payWithTestGateway(t.app, order.token, order.id)),
    );
    expect(paid.map((res) => res.statusCode)).toEqual(orders.map(() => 200));

    const year = financialYearAt(new Date());
    const rows = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.financialYear, year.label));
    expect(rows).toHaveLength(PAYMENTS);
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: PAYMENTS }, (_, i) => i + 1),
    );
    expect(new Set(rows.map((row) => row.number)).size).toBe(PAYMENTS);
    expect(new Set(rows.map((row) => row.subscriptionId))).toEqual(
      new Set(orders.map((order) => order.id)),
    );
    for (const row of rows) {
      expect(row.number).toBe(`FT/${year.code}/${String(row.sequence).padStart(5, '0')}`);
    }
  }, 300_000);

  it('hands back the number of an issue that rolled back: no gap', async () => {
    const year = financialYearAt(new Date('2040-06-01T12:00:00Z'));
    await expect(
      t.app.db.transaction(async (tx) => {
        await nextNumber(tx as unknown as Db, 'invoice', 'FT', year);
        throw new Error('the payment failed after the number was taken');
      }),
    ).rejects.toThrow('the payment failed');
    const next = await t.app.db.transaction((tx) =>
      nextNumber(tx as unknown as Db, 'invoice', 'FT', year),
    );
    expect(next).toEqual({ number: 'FT/4041/00001', sequence: 1 });
  });
});
