import type { InvoiceAnswer } from '@fitthali/domain/invoice-answer';
import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refunds } from '../../../src/db/schema/refunds.ts';
import { BUSINESS, putBusiness } from '../../factories/business.ts';
import {
  orderPayload,
  payWithTestGateway,
  storedOrder,
  subscribe,
} from '../../factories/orders.ts';
import { adminRefund } from '../../factories/refunds.ts';
import { signupUser } from '../../factories/users.ts';
import { clockedTestApp, india } from '../../helpers/clocked-app.ts';
import { pdfText } from '../../helpers/pdf-text.ts';

// Decision 124: when the operator's prices exclude GST, the customer pays the price plus 5 % (whole
// rupees, rounded half up), the order keeps what it charged, and its invoice states exactly that.
// High Protein, Veg, Lunch, 7 days: 7 × ₹249 = ₹1,743; GST 87.15 → ₹87; charged ₹1,830.
const t = clockedTestApp();

const TAXABLE = 1743;
const GST = 87;
const CHARGED = 1830;
const EXCLUSIVE = { ...BUSINESS, pricesIncludeGst: false };

async function listOf(token: string): Promise<InvoiceAnswer[]> {
  const res = await t.call('GET', '/api/user/invoices', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().invoices;
}

async function textOf(url: string, token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

async function setPricesIncludeGst(include: boolean) {
  const res = await putBusiness(t.app, t.admin, include ? BUSINESS : EXCLUSIVE);
  expect(res.statusCode, res.body).toBe(200);
}

async function books() {
  const res = await t.call('GET', '/api/admin/books', t.admin);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The split as the PDF prints it, line after line. */
function expectSplit(text: string, taxable: string, half: string, total: string) {
  expect(text).toMatch(new RegExp(`Taxable value \\(after discount\\)\\n₹${taxable}`));
  expect(text).toMatch(new RegExp(`CGST @ 2\\.5%\\n₹${half}`));
  expect(text).toMatch(new RegExp(`SGST @ 2\\.5%\\n₹${half}`));
  expect(text).toMatch(new RegExp(`Total\\n₹${total}`));
}

describe('prices that exclude GST', () => {
  it('says so publicly, and refuses a total without the GST', async () => {
    await setPricesIncludeGst(false);
    const details = await t.app.inject({ method: 'GET', url: '/api/settings/business' });
    expect(details.json().pricesIncludeGst).toBe(false);
    const customer = await signupUser(t.app);
    const res = await subscribe(t.app, customer.token, orderPayload());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: MSG.priceChanged });
  });

  it('charges the price plus 5 % and invoices taxable + CGST + SGST = the amount paid', async () => {
    await setPricesIncludeGst(false);
    t.setNow(new Date());
    const customer = await signupUser(t.app);
    const payload = orderPayload({ paymentMode: 'Online', gstExcluded: true });
    expect(payload.totalPrice).toBe(CHARGED);
    const res = await subscribe(t.app, customer.token, payload);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().subscriptionId as string;
    const { sub, txn } = await storedOrder(t.app.db, id);
    expect(sub).toMatchObject({
      subtotal: TAXABLE,
      discount: 0,
      gstAmount: GST,
      pricesIncludeGst: false,
      totalPrice: CHARGED,
    });
    expect(txn?.amount).toBe(CHARGED);
    const profile = await t.call('GET', '/api/user/profile', customer.token);
    expect(profile.json().user.subscriptions[0]).toMatchObject({
      totalPrice: CHARGED,
      gstAmount: GST,
    });
    expect((await payWithTestGateway(t.app, customer.token, id)).statusCode).toBe(200);

    const [invoice] = await listOf(customer.token);
    expect(invoice).toMatchObject({ kind: 'invoice', amount: CHARGED });
    const text = await textOf(invoice?.url ?? '', customer.token);
    // ₹87 of GST is ₹43.50 + ₹43.50 on ₹1,743.00: ₹1,830.00, what was paid.
    expectSplit(text, '1,743\\.00', '43\\.50', '1,830\\.00');
    expect(text).toContain('Plan value (before GST)');
    expect(text).toContain('Amount received (incl. GST)');

    // A part refunded carries the same share of tax, and the credit note adds up to it.
    const refund = await adminRefund(t.app, t.admin, id, { amount: 915, reason: 'Half back' });
    expect(refund.statusCode, refund.body).toBe(201);
    const note = (await listOf(customer.token)).find((e) => e.kind === 'credit_note');
    expect(note).toMatchObject({ amount: 915, invoiceId: invoice?._id });
    // Half of ₹1,830: each tax half of ₹43.50, ₹21.75; taxable ₹915.00 − ₹43.50 = ₹871.50.
    expectSplit(await textOf(note?.url ?? '', customer.token), '871\\.50', '21\\.75', '915\\.00');

    const check = await books();
    expect(check.money.ok).toBe(true);
    expect(check.credits.ok).toBe(true);
  });

  it('a setting changed after ordering changes nothing for that order: price, cash, invoice', async () => {
    await setPricesIncludeGst(false);
    const order = await t.placeOrder({ gstExcluded: true });
    await setPricesIncludeGst(true);
    const { sub } = await storedOrder(t.app.db, order.id);
    expect(sub).toMatchObject({ gstAmount: GST, pricesIncludeGst: false, totalPrice: CHARGED });

    // The rider collects what the order charged, and the invoice states it the order's way.
    const first = order.deliveries[0];
    if (!first) throw new Error('no delivery');
    t.setNow(india(first.date, '13:00'));
    const cash = await t.call('POST', `/api/admin/deliveries/${first._id}/cash`, t.admin);
    expect(cash.statusCode, cash.body).toBe(200);
    const [invoice] = await listOf(order.token);
    expect(invoice).toMatchObject({ kind: 'invoice', amount: CHARGED });
    expectSplit(
      await textOf(invoice?.url ?? '', order.token),
      '1,743\\.00',
      '43\\.50',
      '1,830\\.00',
    );

    // A new order under the new setting pays the price as it stands, GST included in it.
    const later = await t.placeOrder();
    expect((await storedOrder(t.app.db, later.id)).sub).toMatchObject({
      gstAmount: 0,
      pricesIncludeGst: true,
      totalPrice: TAXABLE,
    });
    expect((await books()).money.ok).toBe(true);
  });

  it('a cancelled order gives back the GST it charged with the meals', async () => {
    await setPricesIncludeGst(false);
    const { id } = await t.placeOrder({ paymentMode: 'Online', gstExcluded: true, pay: true });
    await setPricesIncludeGst(true);
    const cancel = await t.call('PUT', `/api/admin/cancel-subscription/${id}`, t.admin);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const back = await t.app.db.select().from(refunds).where(eq(refunds.subscriptionId, id));
    expect(back.map((r) => r.amount)).toEqual([CHARGED]);
    expect((await books()).money.ok).toBe(true);
  });
});
