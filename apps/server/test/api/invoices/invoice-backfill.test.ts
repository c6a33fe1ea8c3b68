import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUSINESS_SETTINGS_KEY } from '../../../src/business/business-settings.ts';
import { appSettings } from '../../../src/db/schema/app-settings.ts';
import { invoices } from '../../../src/db/schema/invoices.ts';
import { transactions } from '../../../src/db/schema/orders.ts';
import { putBusiness } from '../../factories/business.ts';
import { payWithTestGateway } from '../../factories/orders.ts';
import { adminRefund } from '../../factories/refunds.ts';
import { signupUser } from '../../factories/users.ts';
import { clockedTestApp, india, orderAtClock } from '../../helpers/clocked-app.ts';

// Issue 25 point 5 (decision 138): a payment taken before the legal details were saved gets its
// tax invoice when they are saved, numbered then in the order the money came, dated the day it
// came, in one transaction, once. Each test file has its own database: numbers start at 1 here.
const t = clockedTestApp();

/** An online order placed today and paid through the test gateway at `at`. */
async function paidAt(at: Date) {
  t.setNow(new Date());
  const customer = await signupUser(t.app);
  const { id, total } = await orderAtClock(t, customer.token, { paymentMode: 'Online', pay: at });
  return { ...customer, id, total };
}

const allInvoices = () =>
  t.app.db.select().from(invoices).orderBy(asc(invoices.kind), asc(invoices.sequence));

async function invoiceStatus(url: string) {
  const res = await t.call('GET', url, t.admin);
  expect(res.statusCode).toBe(200);
  return res.json().invoiceStatus;
}

describe('payments taken before the legal details were saved', () => {
  it('say so on the dashboard and the settings, then get their invoices on save, in payment order, once', async () => {
    // Paid out of order of placing: the second order placed is the first paid.
    const second = await paidAt(india('2031-06-11', '09:00'));
    const first = await paidAt(india('2031-06-10', '10:00'));
    const third = await paidAt(india('2031-06-12', '18:30'));
    t.setNow(india('2031-06-13', '11:00'));
    const refund = await adminRefund(t.app, t.admin, third.id, { amount: 500, reason: 'Late' });
    expect(refund.json().refund.status).toBe('processed');
    expect(await allInvoices()).toEqual([]);
    const missing = { ready: false, paymentsWithoutInvoice: 3 };
    expect(await invoiceStatus('/api/admin/dashboard')).toEqual(missing);
    expect(await invoiceStatus('/api/admin/settings/business')).toEqual(missing);

    t.setNow(india('2031-06-20', '12:00'));
    const saved = await putBusiness(t.app, t.admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      invoicesIssued: { invoices: 3, creditNotes: 1 },
      invoiceStatus: { ready: true, paymentsWithoutInvoice: 0 },
    });
    const issued = await allInvoices();
    expect(
      issued.map((row) => ({
        kind: row.kind,
        number: row.number,
        order: row.subscriptionId,
        date: row.facts.date,
        issuedAt: row.issuedAt.toISOString(),
      })),
    ).toEqual([
      {
        kind: 'credit_note',
        number: 'FT/C3132/00001',
        order: third.id,
        date: '2031-06-13',
        issuedAt: india('2031-06-20', '12:00').toISOString(),
      },
      ...[
        [first, 1, '2031-06-10'],
        [second, 2, '2031-06-11'],
        [third, 3, '2031-06-12'],
      ].map(([order, n, date]) => ({
        kind: 'invoice',
        number: `FT/3132/0000${n}`,
        order: (order as { id: string }).id,
        date,
        issuedAt: india('2031-06-20', '12:00').toISOString(),
      })),
    ]);
    const note = issued.find((row) => row.kind === 'credit_note');
    const thirdInvoice = issued.find((r) => r.kind === 'invoice' && r.subscriptionId === third.id);
    expect(note?.invoiceId).toBe(thirdInvoice?.id);
    expect(await invoiceStatus('/api/admin/dashboard')).toEqual({
      ready: true,
      paymentsWithoutInvoice: 0,
    });

    // A second save issues nothing more.
    const again = await putBusiness(t.app, t.admin);
    expect(again.json().invoicesIssued).toEqual({ invoices: 0, creditNotes: 0 });
    expect(await allInvoices()).toHaveLength(4);
    // A payment after the save is invoiced at once, next in the series.
    const later = await paidAt(india('2031-06-21', '08:00'));
    const [next] = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, later.id));
    expect(next?.number).toBe('FT/3132/00004');
  });

  it('invoices each payment exactly once when saves and a payment race', async () => {
    // As on an install that never saved: the details gone, payments arrive without invoices.
    await t.app.db.delete(appSettings).where(eq(appSettings.key, BUSINESS_SETTINGS_KEY));
    const waiting = [
      await paidAt(india('2031-07-01', '10:00')),
      await paidAt(india('2031-07-02', '10:00')),
    ];
    expect((await invoiceStatus('/api/admin/dashboard')).paymentsWithoutInvoice).toBe(2);
    t.setNow(new Date());
    const customer = await signupUser(t.app);
    const placed = await orderAtClock(t, customer.token, { paymentMode: 'Online' });
    t.setNow(india('2031-07-03', '10:00'));
    const [a, b, paid] = await Promise.all([
      putBusiness(t.app, t.admin),
      putBusiness(t.app, t.admin),
      payWithTestGateway(t.app, customer.token, placed.id),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(
      a.json().invoicesIssued.invoices + b.json().invoicesIssued.invoices,
    ).toBeGreaterThanOrEqual(waiting.length);
    expect(paid.statusCode, paid.body).toBe(200);
    const paidTxns = await t.app.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.status, 'paid'));
    const rows = await t.app.db.select().from(invoices).where(eq(invoices.kind, 'invoice'));
    // Every payment has exactly one invoice; the numbers have no gap and no duplicate.
    expect(rows.map((row) => row.transactionId).sort()).toEqual(
      paidTxns.map((row) => row.id).sort(),
    );
    const july = rows.filter((row) => row.financialYear === '2031-32').map((r) => r.sequence);
    expect(july.sort((x, y) => x - y)).toEqual(july.map((_, i) => i + 1));
  });
});
