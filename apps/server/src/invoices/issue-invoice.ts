import { addressOneLine } from '@fitthali/domain/address-line';
import { canIssueInvoices } from '@fitthali/domain/business-details';
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
import { nextNumber } from './next-number.ts';

/**
 * Issues the tax invoice for the money an order has just received (an online payment captured, or
 * COD cash collected), inside the transaction that recorded the money, so the two stand or fall
 * together. Once per payment: a retry answers the invoice already issued. Nothing is issued for
 * an order with nothing paid, or while the business's legal details are not saved (decision 111).
 */
export async function issueInvoiceFor(
  tx: Db,
  subscriptionId: string,
  now: Date,
): Promise<Invoice | null> {
  const [paid] = await tx
    .select({ txn: transactions, sub: subscriptions, name: users.name, phone: users.phone })
    .from(transactions)
    .innerJoin(subscriptions, eq(subscriptions.id, transactions.subscriptionId))
    .leftJoin(users, eq(users.id, subscriptions.userId))
    .where(and(eq(transactions.subscriptionId, subscriptionId), eq(transactions.status, 'paid')))
    .orderBy(desc(transactions.updatedAt))
    .limit(1);
  if (!paid || paid.txn.amount <= 0) return null;
  const [already] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.transactionId, paid.txn.id), eq(invoices.kind, 'invoice')));
  if (already) return already;

  const supplier = await loadBusinessSettings(tx);
  if (!canIssueInvoices(supplier)) return null;

  const year = financialYearAt(now);
  const { number, sequence } = await nextNumber(tx, 'invoice', supplier.invoicePrefix, year);
  const { sub, txn } = paid;
  const facts = invoiceFacts({
    number,
    date: todayInIndia(now),
    financialYear: year.label,
    supplier,
    customer: {
      name: paid.name ?? '',
      address: addressOneLine(sub.address),
      phone: paid.phone ?? '',
    },
    order: sub,
    amount: txn.amount,
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
