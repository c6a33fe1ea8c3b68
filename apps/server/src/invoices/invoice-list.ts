import type { InvoiceAnswer } from '@fitthali/domain/invoice-answer';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema/invoices.ts';

/** Where an invoice's PDF is answered (to its customer and to admins). */
export const invoiceUrl = (id: string) => `/api/invoices/${id}/pdf`;

/**
 * Invoices and credit notes as the API lists them (issue 15's contract), newest first; `amount`
 * is in rupees with paise, as printed.
 */
export async function invoiceList(db: Db, where: SQL): Promise<InvoiceAnswer[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence));
  return rows.map((row) => ({
    _id: row.id,
    number: row.number,
    kind: row.kind,
    date: row.facts.date,
    amount: row.amountPaise / 100,
    subscriptionId: row.subscriptionId,
    url: invoiceUrl(row.id),
    invoiceId: row.invoiceId,
  }));
}

export const ofCustomer = (userId: string) => eq(invoices.userId, userId);
export const ofOrder = (subscriptionId: string) => eq(invoices.subscriptionId, subscriptionId);
