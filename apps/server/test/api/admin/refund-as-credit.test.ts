import { REFUND_MSG, refundAboveLimitMessage } from '@fitthali/domain/refund-messages';
import { REFUND_MAX_ATTEMPTS, refundCeiling } from '@fitthali/domain/refunds';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditEntries } from '../../../src/db/schema/credits.ts';
import { orderEvents } from '../../../src/db/schema/deliveries.ts';
import { refunds } from '../../../src/db/schema/refunds.ts';
import { retryDueRefunds } from '../../../src/refunds/send-refund.ts';
import { BUSINESS, putBusiness } from '../../factories/business.ts';
import { adminRefund, adminRefundList } from '../../factories/refunds.ts';
import { bearer } from '../../factories/users.ts';
import { india } from '../../helpers/clocked-app.ts';
import { pdfText } from '../../helpers/pdf-text.ts';
import { refundTestApp } from '../../helpers/refund-test-app.ts';

// "Issue as credit instead" (decision 98): a refund the gateway kept failing becomes meal credits
// worth its amount, once, and the books count it as credit owed rather than money refunded.
const t = refundTestApp();

/** An online order paid through Razorpay whose refund of `amount` kept failing. */
async function failedRefund(amount?: number) {
  const { token, id: subscriptionId, total } = await t.paidOrder();
  t.razorpay.failRefunds(1_000);
  const res = await adminRefund(t.app, t.admin, subscriptionId, {
    amount: amount ?? total,
    reason: 'Bank refused',
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().refund._id as string;
  for (let run = 1; run < REFUND_MAX_ATTEMPTS; run += 1) {
    t.advance(2 * 60 * 60_000);
    await retryDueRefunds(t.app);
  }
  t.razorpay.failRefunds(0);
  const [row] = await t.app.db.select().from(refunds).where(eq(refunds.id, id));
  expect(row?.status).toBe('failed');
  return { id, token, subscriptionId, total };
}

function credit(refundId: string, token = t.admin) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/refunds/${refundId}/credit`,
    headers: bearer(token),
  });
}

async function customerCredits(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/user/credits',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { balance: number; entries: { kind: string; value: number }[] };
}

async function books() {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/books',
    headers: bearer(t.admin),
  });
  return res.json();
}

describe('POST /api/admin/refunds/:id/credit', () => {
  it('turns a failed refund into meal credits worth its amount, shown as credited', async () => {
    const refund = await failedRefund();
    const outstandingBefore = (await books()).credits.live.value;
    const res = await credit(refund.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: REFUND_MSG.refundCredited,
      refund: { _id: refund.id, status: 'credited', amount: refund.total },
    });
    expect(body.creditsAdded).toBeGreaterThan(0);
    expect(body.refund.creditedAt).toBeTruthy();

    const credits = await customerCredits(refund.token);
    expect(credits.balance).toBe(body.creditsAdded);
    expect(credits.entries.reduce((sum, e) => sum + e.value, 0)).toBe(refund.total);
    const lots = await t.app.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.refundId, refund.id));
    expect(lots).toHaveLength(body.creditsAdded);

    // Listed as credited, no longer among the failed ones; the money is not refundable again.
    expect((await adminRefundList(t.app, t.admin)).map((r) => r._id)).not.toContain(refund.id);
    expect((await adminRefundList(t.app, t.admin, 'credited')).map((r) => r._id)).toContain(
      refund.id,
    );
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/subscriptions/${refund.subscriptionId}`,
      headers: bearer(t.admin),
    });
    expect(page.json().refundable).toBe(0);
    const again = await adminRefund(t.app, t.admin, refund.subscriptionId, {
      amount: 1,
      reason: 'Twice?',
    });
    expect(again.statusCode).toBe(409);

    const trail = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.subscriptionId, refund.subscriptionId));
    expect(trail.filter((e) => e.action === 'refund-credited')).toHaveLength(1);

    const check = await books();
    expect(check.credits).toMatchObject({ ok: true });
    expect(check.credits.live.value).toBe(outstandingBefore + refund.total);
    expect(check.money.ok).toBe(true);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(t.admin),
    });
    expect(dashboard.json().creditsOutstanding).toBe(check.credits.live.value);
  });

  it('earns nothing the second time, even for two clicks at once', async () => {
    const refund = await failedRefund(500);
    const [a, b] = await Promise.all([credit(refund.id), credit(refund.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const added = [a.json().creditsAdded, b.json().creditsAdded].sort();
    expect(added[0]).toBe(0);
    expect(added[1]).toBeGreaterThan(0);
    const third = await credit(refund.id);
    expect(third.json()).toMatchObject({ creditsAdded: 0, refund: { status: 'credited' } });
    const lots = await t.app.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.refundId, refund.id));
    expect(lots.reduce((sum, lot) => sum + lot.value, 0)).toBe(500);
    expect((await customerCredits(refund.token)).balance).toBe(lots.length);
    // A credited refund is not sent to the gateway again.
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refund.id}/retry`,
      headers: bearer(t.admin),
    });
    expect(retry.statusCode).toBe(409);
    expect((await books()).ok).toBe(true);
  });

  it('issues a credit note naming the payment’s invoice, once however often it is asked', async () => {
    expect((await putBusiness(t.app, t.admin)).statusCode).toBe(200);
    const refund = await failedRefund(420);
    const listed = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/invoices',
        headers: bearer(refund.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().invoices as {
        _id: string;
        kind: string;
        number: string;
        amount: number;
        url: string;
        invoiceId: string | null;
      }[];
    };
    // A refund that failed returned nothing yet: the invoice stands alone.
    const before = await listed();
    expect(before.map((entry) => entry.kind)).toEqual(['invoice']);
    const invoice = before[0];
    if (!invoice) throw new Error('no invoice');

    const [a, b] = await Promise.all([credit(refund.id), credit(refund.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await credit(refund.id)).statusCode).toBe(200);
    const notes = (await listed()).filter((entry) => entry.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    const [note] = notes;
    expect(note).toMatchObject({
      amount: 420,
      invoiceId: invoice._id,
      number: expect.stringMatching(/^FT\/C\d{4}\/\d{5}$/),
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: note?.url ?? '',
      headers: bearer(refund.token),
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(invoice.number);
    expect(text).toContain(`Reason: Bank refused (${REFUND_MSG.creditNoteAsCredit})`);
    expect(text).toContain(BUSINESS.gstin);
    // ₹420 including GST is ₹400 + ₹10 + ₹10.
    expect(text).toMatch(/Taxable value \(after discount\)\n₹400\.00/);
    expect(text).toMatch(/CGST @ 2\.5%\n₹10\.00/);
    expect((await books()).ok).toBe(true);
  });

  it('refuses a refund that did not fail, an unknown one, and anyone but an admin', async () => {
    const refund = await failedRefund(300);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refund.id}/retry`,
      headers: bearer(t.admin),
    });
    expect(retry.statusCode).toBe(200);
    const pending = await credit(refund.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ success: false, message: REFUND_MSG.onlyFailedCredit });
    expect((await credit('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await credit('not-a-uuid')).statusCode).toBe(400);
    expect((await credit(refund.id, refund.token)).statusCode).toBe(403);
    expect(
      await t.app.db.select().from(creditEntries).where(eq(creditEntries.refundId, refund.id)),
    ).toHaveLength(0);
  });

  it('retries or credits a failed refund only within the ceiling: a missed meal’s credit counts (decision 137)', async () => {
    const refund = await failedRefund();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/user/subscriptions/${refund.subscriptionId}`,
      headers: bearer(refund.token),
    });
    const [first] = detail.json().deliveries as { _id: string; date: string }[];
    if (!first) throw new Error('no delivery');
    t.advance(india(first.date, '21:30').getTime() - t.app.now().getTime());
    const missed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deliveries/${first._id}/missed`,
      headers: bearer(t.admin),
      payload: { reason: 'Rider could not find the house' },
    });
    expect(missed.statusCode).toBe(200);
    const credited = (await customerCredits(refund.token)).entries.find((e) => e.kind === 'earned');
    const value = credited?.value ?? 0;
    expect(value).toBeGreaterThan(0);
    const message = refundAboveLimitMessage(refundCeiling(refund.total, [], value));

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refund.id}/retry`,
      headers: bearer(t.admin),
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ success: false, message });
    const asCredit = await credit(refund.id);
    expect(asCredit.statusCode).toBe(409);
    expect(asCredit.json()).toEqual({ success: false, message });
    const [row] = await t.app.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row?.status).toBe('failed');
    // What is left can still go back, in a new refund.
    const rest = await adminRefund(t.app, t.admin, refund.subscriptionId, {
      amount: refund.total - value,
      reason: 'The rest',
    });
    expect(rest.statusCode).toBe(201);
    expect((await books()).ok).toBe(true);
  });
});
