import type { Db } from '../db/client.ts';
import { type DeliveryBooks, deliveryBooks } from '../deliveries/delivery-books.ts';
import { type CancellationBooks, cancellationBooks } from './cancellation-books.ts';
import { type MoneyBooks, moneyBooks } from './money-books.ts';

/** A part of the books whose check arrives with another branch of issue 14. */
export interface PendingBooks {
  checked: false;
  ok: true;
  note: string;
}

/**
 * SLOT (issue 14 point 1): credits earned − spent − expired = balance, per customer and in all,
 * from the credit ledger of branch i14-ledger. Filled by the lead after that merge.
 */
export function creditBooks(_db: Db): Promise<PendingBooks> {
  return Promise.resolve({
    checked: false,
    ok: true,
    note: 'credits earned − spent − expired = balance: checked once the credit ledger is merged',
  });
}

export interface BooksCheck {
  ok: boolean;
  money: MoneyBooks;
  deliveries: DeliveryBooks;
  credits: PendingBooks;
  cancellations: CancellationBooks;
}

/**
 * The whole books check (issue 14 point 7): money, deliveries (issue 13's delivery books), credits
 * and cancellations. `GET /api/admin/books` answers it and `npm run books` prints it, failing when
 * any part is unbalanced. Reads every order and delivery: an operator's check, not per request.
 */
export async function booksCheck(db: Db): Promise<BooksCheck> {
  const [money, deliveries, credits, cancellations] = await Promise.all([
    moneyBooks(db),
    deliveryBooks(db),
    creditBooks(db),
    cancellationBooks(db),
  ]);
  return {
    ok: money.ok && deliveries.ok && credits.ok && cancellations.ok,
    money,
    deliveries,
    credits,
    cancellations,
  };
}
