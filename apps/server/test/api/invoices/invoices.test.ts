import { addressOneLine } from '@fitthali/domain/address-line';
import { paiseOf, taxSplit } from '@fitthali/domain/gst';
import { formatRupees } from '@fitthali/domain/india-format';
import type { InvoiceAnswer } from '@fitthali/domain/invoice-answer';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceCounters, invoices } from '../../../src/db/schema/invoices.ts';
import { invoicePdf } from '../../../src/invoices/invoice-pdf.ts';
import { settlePayment } from '../../../src/payments/mark-paid.ts';
import { BUSINESS, putBusiness } from '../../factories/business.ts';
import type { ODISHA_ADDRESS } from '../../factories/order-payload.ts';
import { storedOrder } from '../../factories/orders.ts';
import { adminRefund } from '../../factories/refunds.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { clockedTestApp, india, orderAtClock } from '../../helpers/clocked-app.ts';
import { actualTexts, odiaDrawnOrder, pdfText } from '../../helpers/pdf-text.ts';

// Issue 15 point 5. Each test file has its own database, so the numbers start at 1 here.
const t = clockedTestApp();

/**
 * An online order placed today and paid through the test gateway, at `at` when given, by a
 * customer of that `name` to that delivery `address` when given.
 */
async function paidOnlineOrder(
  at?: Date,
  who: { name?: string; address?: Partial<typeof ODISHA_ADDRESS> } = {},
) {
  t.setNow(new Date());
  const customer = await signupUser(t.app, who.name ? { name: who.name } : {});
  const options = { paymentMode: 'Online', address: who.address, pay: at ?? true } as const;
  const { id } = await orderAtClock(t, customer.token, options);
  return { ...customer, id };
}

async function listOf(token: string): Promise<InvoiceAnswer[]> {
  const res = await t.call('GET', '/api/user/invoices', token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().invoices;
}

async function download(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

const rupees = (paise: number) => formatRupees(paise, 'paise');
const indianDate = (iso: string) => iso.split('-').reverse().join('-');

describe('GST tax invoices', () => {
  it('issues none while the business’s legal details are not saved', async () => {
    const customer = await paidOnlineOrder();
    expect(await listOf(customer.token)).toEqual([]);
  });

  it('issues one invoice for an online payment, with every Rule 46 field in its PDF', async () => {
    // The save invoices the payment of the test before as 00001 (decision 138): this one is 00002.
    expect((await putBusiness(t.app, t.admin)).statusCode).toBe(200);
    const customer = await paidOnlineOrder();
    const { sub, txn } = await storedOrder(t.app.db, customer.id);
    if (!sub || !txn) throw new Error('no order');
    const listed = await listOf(customer.token);
    expect(listed).toHaveLength(1);
    const [invoice] = listed;
    if (!invoice) throw new Error('no invoice');
    const today = new Date().toISOString().slice(0, 10);
    expect(invoice).toEqual({
      _id: expect.any(String),
      number: expect.stringMatching(/^FT\/\d{4}\/00002$/),
      kind: 'invoice',
      date: expect.any(String),
      amount: txn.amount,
      subscriptionId: customer.id,
      url: `/api/invoices/${invoice._id}/pdf`,
      invoiceId: null,
    });
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect([today, invoice.date]).toContain(invoice.date);

    const res = await download(invoice.url, customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    const split = taxSplit(paiseOf(txn.amount), true);
    expect(split.cgstPaise).toBeGreaterThan(0);
    for (const field of [
      'TAX INVOICE',
      BUSINESS.legalName,
      BUSINESS.address,
      `GSTIN: ${BUSINESS.gstin}`,
      `FSSAI Lic. No.: ${BUSINESS.fssai}`,
      invoice.number,
      indianDate(invoice.date),
      sub.address.at,
      addressOneLine(sub.address),
      'SAC 996331',
      `${sub.totalMeals} meals`,
      'Taxable value (after discount)',
      rupees(split.taxablePaise),
      'CGST @ 2.5%',
      'SGST @ 2.5%',
      rupees(split.cgstPaise),
      rupees(paiseOf(txn.amount)),
      'Place of supply',
      'Odisha (21)',
      'Reverse charge',
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).toMatch(/Reverse charge\nNo/);
    expect(text).toContain(customer.payload.name);
    // The two halves and the taxable value add up to what was paid, to the paisa.
    expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(paiseOf(txn.amount));
    expect(text).toMatch(
      new RegExp(`CGST @ 2.5%\\n${rupees(split.cgstPaise).replace('.', '\\.')}`),
    );
    expect(text).toMatch(
      new RegExp(`SGST @ 2.5%\\n${rupees(split.sgstPaise).replace('.', '\\.')}`),
    );
  });

  it('prints an Odia name and address in an embedded Odia font, shaped, never as "?"', async () => {
    expect((await putBusiness(t.app, t.admin)).statusCode).toBe(200);
    const name = 'ସୁରେଶ ମହାନ୍ତି';
    const address = { at: 'ଘର ୧୨, ସହିଦ ନଗର', po: 'ଭୁବନେଶ୍ୱର' };
    const customer = await paidOnlineOrder(undefined, { name, address });
    const [invoice] = await listOf(customer.token);
    if (!invoice) throw new Error('no invoice');
    const pdf = (await download(invoice.url, customer.token)).rawPayload;
    const text = await pdfText(pdf);
    expect(text).not.toContain('?');
    // Conjuncts (ନ୍ତ, ଶ୍ୱ) and vowel signs come out whole; the pre-base sign in ରେ and ନେ is
    // drawn, and so extracted, before its consonant.
    for (const typed of [name, address.at, address.po]) {
      expect(text, typed).toContain(odiaDrawnOrder(typed));
    }
    expect(odiaDrawnOrder(name)).toBe('ସୁେରଶ ମହାନ୍ତି');
    // Readers that honour ActualText copy and search it in the typed order.
    expect(actualTexts(pdf)).toEqual(
      expect.arrayContaining([name, expect.stringContaining(`${address.at}, ${address.po}`)]),
    );
    expect(text).toContain(`GSTIN: ${BUSINESS.gstin}`);
    expect(pdf.length).toBeLessThan(25_000);
  });

  it('answers the PDF to its customer and admins only', async () => {
    const customer = await paidOnlineOrder();
    const [invoice] = await listOf(customer.token);
    if (!invoice) throw new Error('no invoice');
    const stranger = await signupUser(t.app);
    expect((await download(invoice.url, stranger.token)).statusCode).toBe(404);
    expect((await download(invoice.url)).statusCode).toBe(401);
    expect((await download('/api/invoices/not-an-id/pdf', customer.token)).statusCode).toBe(404);
    const asAdmin = await download(invoice.url, t.admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('application/pdf');
    // The admin's order page lists it too.
    const forOrder = await t.call(
      'GET',
      `/api/admin/subscriptions/${customer.id}/invoices`,
      t.admin,
    );
    expect(forOrder.json().invoices.map((i: InvoiceAnswer) => i._id)).toEqual([invoice._id]);
    expect(
      (await t.call('GET', `/api/admin/subscriptions/${customer.id}/invoices`, customer.token))
        .statusCode,
    ).toBe(403);
    expect(await listOf(stranger.token)).toEqual([]);
  });

  it('issues once per payment however often it is reported, and never changes', async () => {
    const customer = await paidOnlineOrder();
    const [invoice] = await listOf(customer.token);
    if (!invoice) throw new Error('no invoice');
    const { txn } = await storedOrder(t.app.db, customer.id);
    if (!txn?.gatewayPaymentId) throw new Error('no payment');
    // The webhook reports the same payment again.
    const again = await t.app.db.transaction((tx) =>
      settlePayment(tx as never, {
        transactionId: txn.id,
        gateway: 'test',
        paymentId: txn.gatewayPaymentId ?? '',
      }),
    );
    expect(again.kind).toBe('already-settled');
    expect(await listOf(customer.token)).toEqual([invoice]);

    const before = (await download(invoice.url, customer.token)).rawPayload;
    const renamed = await putBusiness(t.app, t.admin, {
      ...BUSINESS,
      legalName: 'Renamed Foods LLP',
      fssai: '99999999999999',
    });
    expect(renamed.statusCode).toBe(200);
    const after = (await download(invoice.url, customer.token)).rawPayload;
    expect(Buffer.compare(before, after)).toBe(0);
    expect(await pdfText(after)).toContain(BUSINESS.legalName);
    const fromModule = await invoicePdf(t.app.db, invoice._id);
    expect(Buffer.compare(Buffer.from(fromModule?.pdf ?? []), before)).toBe(0);
    expect(await invoicePdf(t.app.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect((await putBusiness(t.app, t.admin)).statusCode).toBe(200);
  });

  it('issues a credit note for a refund, naming its invoice', async () => {
    const customer = await paidOnlineOrder();
    const [invoice] = await listOf(customer.token);
    if (!invoice) throw new Error('no invoice');
    const refund = await adminRefund(t.app, t.admin, customer.id, {
      amount: 105,
      reason: 'Two meals were late',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const listed = await listOf(customer.token);
    const note = listed.find((entry) => entry.kind === 'credit_note');
    expect(note).toMatchObject({
      number: expect.stringMatching(/^FT\/C\d{4}\/00001$/),
      amount: 105,
      subscriptionId: customer.id,
      invoiceId: invoice._id,
    });
    const text = await pdfText((await download(note?.url ?? '', customer.token)).rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Against tax invoice');
    expect(text).toContain(`${invoice.number} dated ${indianDate(invoice.date)}`);
    expect(text).toContain('Reason: Two meals were late');
    // ₹105 including GST is exactly ₹100 + ₹2.50 + ₹2.50.
    expect(text).toMatch(/Taxable value \(after discount\)\n₹100\.00/);
    expect(text).toMatch(/CGST @ 2\.5%\n₹2\.50/);
    expect(text).toMatch(/SGST @ 2\.5%\n₹2\.50/);
    expect(text).toContain(BUSINESS.gstin);
  });

  it('issues the invoice when COD cash is collected', async () => {
    const order = await t.placeOrder();
    const first = order.deliveries[0];
    if (!first) throw new Error('no delivery');
    expect(await listOf(order.token)).toEqual([]);
    t.setNow(india(first.date, '13:00'));
    const res = await t.call('POST', `/api/admin/deliveries/${first._id}/cash`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    const [invoice] = await listOf(order.token);
    const { sub } = await storedOrder(t.app.db, order.id);
    expect(invoice).toMatchObject({ kind: 'invoice', amount: sub?.totalPrice, date: first.date });
    const text = await pdfText((await download(invoice?.url ?? '', order.token)).rawPayload);
    expect(text).toContain('Cash on delivery');
  });

  it('restarts the numbering on 1 April, India time', async () => {
    expect((await putBusiness(t.app, t.admin)).statusCode).toBe(200);
    // Far enough ahead that no other test's payment falls in either year.
    const march = await paidOnlineOrder(india('2031-03-31', '23:59'));
    const april = await paidOnlineOrder(india('2031-04-01', '00:01'));
    const aprilAgain = await paidOnlineOrder(india('2031-04-01', '09:00'));
    const [m] = await listOf(march.token);
    const [a] = await listOf(april.token);
    const [b] = await listOf(aprilAgain.token);
    expect(m).toMatchObject({ number: 'FT/3031/00001', date: '2031-03-31' });
    expect(a).toMatchObject({ number: 'FT/3132/00001', date: '2031-04-01' });
    expect(b?.number).toBe('FT/3132/00002');
    const counters = await t.app.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.financialYear, '2031-32'));
    expect(counters).toEqual([
      { kind: 'invoice', prefix: 'FT', financialYear: '2031-32', lastNumber: 2 },
    ]);
    const stored = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.number, 'FT/3031/00001'));
    expect(stored[0]?.facts.financialYear).toBe('2030-31');
  });
});
