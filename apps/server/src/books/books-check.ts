import type { Db } from '../db/client.ts';
import { type DeliveryBooks, deliveryBooks } from '../deliveries/delivery-books.ts';
import { type CancellationBooks, cancellationBooks } from './cancellation-books.ts';
import { type CompensationBooks, compensationBooks } from './compensation-books.ts';
import { type CreditBooks, creditBooks } from './credit-books.ts';
import { type MoneyBooks, moneyBooks } from './money-books.ts';

export interface BooksCheck {
  ok: boolean;
  money: MoneyBooks;
  deliveries: DeliveryBooks;
  credits: CreditBooks;
  cancellations: CancellationBooks;
  /** Per order, refunds + credits issued ≤ what it was paid (decision 137). */
  compensation: CompensationBooks;
}

/**
 * The whole books check (issue 14 point 7): money, deliveries (issue 13's delivery books), credits
 * (decision 99), cancellations and compensation per order (decision 137), the credits as they
 * stand at `now`. `GET /api/admin/books` answers it and `npm run books` prints it, failing when
 * any part is unbalanced. Reads every order and delivery: an operator's check, not per request.
 */
export async function booksCheck(db: Db, now = new Date()): Promise<BooksCheck> {
  const [money, deliveries, credits, cancellations, compensation] = await Promise.all([
    moneyBooks(db),
    deliveryBooks(db),
    creditBooks(db, now),
    cancellationBooks(db),
    compensationBooks(db),
  ]);
  return {
    ok: money.ok && deliveries.ok && credits.ok && cancellations.ok && compensation.ok,
    money,
    deliveries,
    credits,
    cancellations,
    compensation,
  };
}
