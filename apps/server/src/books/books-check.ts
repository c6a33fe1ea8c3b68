import type { Db } from '../db/client.ts';
import { type DeliveryBooks, deliveryBooks } from '../deliveries/delivery-books.ts';
import { type CreditBooks, creditBooks } from './credit-books.ts';
import { type MoneyBooks, moneyBooks } from './money-books.ts';

/** A part of the books whose check arrives with another branch of issue 14. */
export interface PendingBooks {
  checked: false;
  ok: true;
  note: string;
}

/**
 * SLOT (issue 14 point 2): every cancelled delivery is refunded, credited or forfeited by the
 * stated rule. Filled by the lead after the cancellation is built on the merged branches.
 */
export function cancellationBooks(_db: Db): Promise<PendingBooks> {
  return Promise.resolve({
    checked: false,
    ok: true,
    note: 'every cancelled delivery refunded, credited or forfeited: checked once cancelling with money is merged',
  });
}

export interface BooksCheck {
  ok: boolean;
  money: MoneyBooks;
  deliveries: DeliveryBooks;
  credits: CreditBooks;
  cancellations: PendingBooks;
}

/**
 * The whole books check (issue 14 point 7): money, deliveries (issue 13's delivery books), credits
 * (decision 99) and cancellations, the credits as they stand at `now`. `GET /api/admin/books` answers it and `npm run books` prints it, failing when
 * any part is unbalanced. Reads every order and delivery: an operator's check, not per request.
 */
export async function booksCheck(db: Db, now = new Date()): Promise<BooksCheck> {
  const [money, deliveries, credits, cancellations] = await Promise.all([
    moneyBooks(db),
    deliveryBooks(db),
    creditBooks(db, now),
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
