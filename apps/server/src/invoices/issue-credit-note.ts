import { canIssueInvoices } from '@fitthali/domain/business-details';
import { todayInIndia } from '@fitthali/domain/dates';
import { paiseOf } from '@fitthali/domain/gst';
import { financialYearAt } from '@fitthali/domain/invoice-numbering';
import { REFUND_MSG } from '@fitthali/domain/refund-messages';
import { creditNoteFacts } from '@fitthali/domain/tax-invoice';
import { and, eq } from 'drizzle-orm';
import { loadBusinessSettings } from '../business/business-settings.ts';
import type { Db } from '../db/client.ts';
import { type Invoice, invoices } from '../db/schema/invoices.ts';
import type { Refund } from '../db/schema/refunds.ts';
import { nextNumber } from './next-number.ts';

/**
 * Issues the credit note for a refund the gateway has processed, or one issued as meal credit
 * instead (decision 125), naming the tax invoice of the payment it returns money from, inside the
 * transaction that settles (or credits) the refund. Once per refund; nothing when the payment had
 * no invoice (it was taken before invoices were issued).
 */
export async function issueCreditNoteFor(
  tx: Db,
  refund: Refund,
  now: Date,
  /** The day the note names: when the money went back (a backfill's refund, decision 138). */
  datedAt: Date = now,
): Promise<Invoice | null> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.transactionId, refund.transactionId), eq(invoices.kind, 'invoice')));
  if (!invoice) return null;
  const [already] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.refundId, refund.id), eq(invoices.kind, 'credit_note')));
  if (already) return already;

  const supplier = await loadBusinessSettings(tx);
  if (!canIssueInvoices(supplier)) return null;
  const year = financialYearAt(datedAt);
  const { number, sequence } = await nextNumber(tx, 'credit_note', supplier.invoicePrefix, year);
  const facts = creditNoteFacts({
    number,
    date: todayInIndia(datedAt),
    financialYear: year.label,
    supplier,
    amount: refund.amount,
    invoice: invoice.facts,
    reason:
      refund.status === 'credited'
        ? `${refund.reason} (${REFUND_MSG.creditNoteAsCredit})`
        : refund.reason,
  });
  const [note] = await tx
    .insert(invoices)
    .values({
      kind: 'credit_note',
      number,
      financialYear: year.label,
      sequence,
      subscriptionId: invoice.subscriptionId,
      userId: invoice.userId,
      transactionId: refund.transactionId,
      refundId: refund.id,
      invoiceId: invoice.id,
      amountPaise: paiseOf(refund.amount),
      issuedAt: now,
      facts,
    })
    .returning();
  if (!note) throw new Error('the credit note just written is missing');
  return note;
}
