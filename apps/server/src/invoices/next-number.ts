import {
  type FinancialYear,
  type InvoiceKind,
  serialNumber,
} from '@fitthali/domain/invoice-numbering';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoiceCounters } from '../db/schema/invoices.ts';

/**
 * The next number of a series, inside the caller's transaction (decision 112). The upsert takes
 * the counter row's lock until the transaction ends, so concurrent issuers on any instance queue
 * one behind the other, and a transaction that rolls back hands its number back: no gaps, no
 * duplicates.
 */
export async function nextNumber(
  tx: Db,
  kind: InvoiceKind,
  prefix: string,
  year: FinancialYear,
): Promise<{ number: string; sequence: number }> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, prefix, financialYear: year.label, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.prefix, invoiceCounters.financialYear],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('the invoice counter answered nothing');
  return { number: serialNumber(prefix, kind, year, row.lastNumber), sequence: row.lastNumber };
}
