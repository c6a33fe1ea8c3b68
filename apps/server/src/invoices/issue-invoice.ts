import { addressOneLine } from '@fitthali/domain/address-line';
import { type BusinessSettings, canIssueInvoices } from '@fitthali/domain/business-details';
import { todayInIndia } from '@fitthali/domain/dates';
import { paiseOf } from '@fitthali/domain/gst';
import { financialYearAt } from '@fitthali/domain/invoice-numbering';
import { invoiceFacts } from '@fitthali/domain/tax-invoice';
import { and, desc, eq } from 'drizzle-orm';
import { loadBusinessSettings } from '../business/business-settings.ts';
import type { Db } from '../db/client.ts';
import { type Invoice, invoices } from '../db/schema/invoices.ts';
import { subscriptions, transactions } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import { waitForInvoiceDetails } from './invoice-details-lock.ts';
import { nextNumber } from './next-number.ts';

/** A payment with its order and customer: what an invoice is written from. */
export interface PaymentToInvoice {
  txn: typeof transactions.$inferSelect;
  sub: typeof subscriptions.$inferSelect;
  name: string | null;
  phone: string | null;
  /** The customer's language now: an Odia reader's document carries both (decision 272). */
  language: string | null;
}

/** The paid payments with their order and customer, for `where`. */
export function paymentsToInvoice(tx: Db) {
  return tx
    .select({
      txn: transactions,
      sub: subscriptions,
      name: users.name,
      phone: users.phone,
      language: users.language,
    })
    .from(transactions)
    .innerJoin(subscriptions, eq(subscriptions.id, transactions.subscriptionId))
    .leftJoin(users, eq(users.id, subscriptions.userId))
    .$dynamic();
}

/**
 * Writes the tax invoice of one payment, numbered now in the series of the financial year of
 * `datedAt` and dated that India day: the moment the money was received (decision 138).
 */
export async function writeInvoice(
  tx: Db,
  paid: PaymentToInvoice,
  supplier: BusinessSettings,
  datedAt: Date,
  now: Date,
): Promise<Invoice> {
  const year = financialYearAt(datedAt);
  const { number, sequence } = await nextNumber(tx, 'invoice', supplier.invoicePrefix, year);
  const { sub, txn } = paid;
  const facts = invoiceFacts({
    number,
    date: todayInIndia(datedAt),
    financialYear: year.label,
    supplier,
    customer: {
      name: paid.name ?? '',
      address: addressOneLine(sub.address),
      phone: paid.phone ?? '',
    },
    order: sub,
    amount: txn.amount,
    ...(paid.language === 'or' ? { language: 'or' as const } : {}),
  });
  const [invoice] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      number,
      financialYear: year.label,
      sequence,
      subscriptionId: sub.id,
      userId: sub.userId,
      transactionId: txn.id,
      amountPaise: paiseOf(txn.amount),
      issuedAt: now,
      facts,
    })
    .returning();
  if (!invoice) throw new Error('the invoice just written is missing');
  return invoice;
}

/**
 * Issues the tax invoice for the money an order has just received (an online payment captured, or
 * COD cash collected), inside the transaction that recorded the money, so the two stand or fall
 * together. Once per payment: a retry answers the invoice already issued. Nothing is issued for
 * an order with nothing paid, or while the business's legal details are not saved (decision 111):
 * the payment then waits for the save, which invoices it (decision 138).
 */
export async function issueInvoiceFor(
  tx: Db,
  subscriptionId: string,
  now: Date,
): Promise<Invoice | null> {
  const [paid] = await paymentsToInvoice(tx)
    .where(and(eq(transactions.subscriptionId, subscriptionId), eq(transactions.status, 'paid')))
    .orderBy(desc(transactions.updatedAt))
    .limit(1);
  if (!paid || paid.txn.amount <= 0) return null;
  const [already] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.transactionId, paid.txn.id), eq(invoices.kind, 'invoice')));
  if (already) return already;

  // Read the details only once a save in progress has committed, so a payment is either invoiced
  // here or seen by the save's backfill, never missed by both.
  await waitForInvoiceDetails(tx, 'shared');
  const supplier = await loadBusinessSettings(tx);
  if (!canIssueInvoices(supplier)) return null;
  return writeInvoice(tx, paid, supplier, now, now);
}
