import { canIssueInvoices } from '@fitthali/domain/business-details';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { loadBusinessSettings } from '../business/business-settings.ts';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema/invoices.ts';
import { transactions } from '../db/schema/orders.ts';
import { refunds } from '../db/schema/refunds.ts';
import { issueCreditNoteFor } from './issue-credit-note.ts';
import { paymentsToInvoice, writeInvoice } from './issue-invoice.ts';

export interface MissingInvoicesIssued {
  invoices: number;
  creditNotes: number;
}

const note = alias(invoices, 'note');

/**
 * Every payment taken while the legal details were missing gets its tax invoice once they are
 * saved (issue 25 point 5, decision 138), inside the save's transaction, under the exclusive
 * invoice-details lock the caller took: numbered now, in the order the money was received, each
 * dated the day it was received (in its financial year's series). Then each refund already sent
 * back from such a payment (processed, or issued as credit) gets its credit note, dated when it
 * went back. A repeat finds nothing left: the unique indexes and the lock make it once.
 */
export async function issueMissingInvoices(tx: Db, now: Date): Promise<MissingInvoicesIssued> {
  const supplier = await loadBusinessSettings(tx);
  if (!canIssueInvoices(supplier)) return { invoices: 0, creditNotes: 0 };
  const waiting = await paymentsToInvoice(tx)
    .leftJoin(
      invoices,
      and(eq(invoices.transactionId, transactions.id), eq(invoices.kind, 'invoice')),
    )
    .where(and(eq(transactions.status, 'paid'), gt(transactions.amount, 0), isNull(invoices.id)))
    // A paid payment's `updated_at` is the moment it was paid (captured, or cash collected).
    .orderBy(asc(transactions.updatedAt), asc(transactions.id));
  for (const paid of waiting) {
    await writeInvoice(tx, paid, supplier, paid.txn.updatedAt, now);
  }

  const returned = await tx
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(
      invoices,
      and(eq(invoices.transactionId, refunds.transactionId), eq(invoices.kind, 'invoice')),
    )
    .leftJoin(note, and(eq(note.refundId, refunds.id), eq(note.kind, 'credit_note')))
    .where(and(inArray(refunds.status, ['processed', 'credited']), isNull(note.id)))
    .orderBy(
      sql`coalesce(${refunds.processedAt}, ${refunds.creditedAt}, ${refunds.updatedAt})`,
      asc(refunds.id),
    );
  let creditNotes = 0;
  for (const { refund } of returned) {
    const at = refund.processedAt ?? refund.creditedAt ?? refund.updatedAt;
    if (await issueCreditNoteFor(tx, refund, now, at)) creditNotes += 1;
  }
  return { invoices: waiting.length, creditNotes };
}

/** Payments received and still without their tax invoice: what the admin's alert counts. */
export async function paymentsWithoutInvoice(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .leftJoin(
      invoices,
      and(eq(invoices.transactionId, transactions.id), eq(invoices.kind, 'invoice')),
    )
    .where(and(eq(transactions.status, 'paid'), gt(transactions.amount, 0), isNull(invoices.id)));
  return Number(row?.n ?? 0);
}
