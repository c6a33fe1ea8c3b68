import { formatRupees as rupees } from '@fitthali/domain/india-format';
import type { BooksCheck } from './books-check.ts';
import {
  CREDIT_PROBLEMS,
  type CreditBooks,
  type CreditFigures,
  type CreditProblem,
} from './credit-books.ts';
import { MONEY_PROBLEMS, type MoneyProblem } from './money-books.ts';

const meals = (f: CreditFigures) => `${f.meals} meals (${rupees(f.value)})`;

function creditLines(credits: CreditBooks): string[] {
  const lines = [
    `Credits ${credits.ok ? 'OK' : 'MISMATCH'}: ${credits.customers} customers`,
    `  earned ${meals(credits.earned)} − spent ${meals(credits.spent)} − expired ${meals(credits.expired)} ± adjusted ${meals(credits.adjusted)} = balance ${meals(credits.balance)}`,
    `  unspent lots ${meals(credits.unspentLots)}: live ${meals(credits.live)} + awaiting expiry ${meals(credits.awaitingExpiry)}`,
    `  of the adjustments, forfeited with deleted accounts ${meals(credits.forfeitedOnDeletion)}`,
  ];
  for (const [key, n] of Object.entries(credits.problems)) {
    if (n > 0) lines.push(`  ${n} ${CREDIT_PROBLEMS[key as CreditProblem]}`);
  }
  return lines;
}

/** The check as an operator reads it in a terminal. */
export function booksReport(check: BooksCheck): string {
  const { money, deliveries } = check;
  const lines = [
    `Books: ${check.ok ? 'BALANCED' : 'NOT BALANCED'}`,
    '',
    `Money ${money.ok ? 'OK' : 'MISMATCH'}`,
    `  online captured ${rupees(money.onlineCaptured)} + COD collected ${rupees(money.codCollected)} = money in ${rupees(money.moneyIn)}`,
    `  − refunds processed ${rupees(money.refundsProcessed)} = collected net ${rupees(money.collectedNet)}`,
    `  orders marked paid, net of refunds: ${rupees(money.paidOrdersNet)}`,
    `  ${money.collections} COD collections; payments held for refund ${rupees(money.unappliedHeld)}`,
  ];
  for (const [key, n] of Object.entries(money.problems)) {
    if (n > 0) lines.push(`  ${n} orders ${MONEY_PROBLEMS[key as MoneyProblem]}`);
  }
  for (const example of money.examples) {
    lines.push(`    order ${example.subscriptionId}: ${MONEY_PROBLEMS[example.problem]}`);
  }
  lines.push(
    '',
    `Deliveries ${deliveries.ok ? 'OK' : 'MISMATCH'}: ${deliveries.orders} orders, ${deliveries.mealsSold} meals sold, ${deliveries.unbalancedOrders} unbalanced, ${deliveries.duplicates} duplicates`,
    ...creditLines(check.credits),
  );
  const c = check.cancellations;
  lines.push(
    `Cancellations ${c.ok ? 'OK' : 'MISMATCH'}: ${c.cancelled} meals cancelled: ${c.credited} credited, ${c.refunded} refunded, ${c.forfeited} forfeited (trial), ${c.unpaid} never paid, ${c.unaccounted} unaccounted`,
  );
  for (const example of c.examples) {
    lines.push(
      `    order ${example.subscriptionId}: meal ${example.deliveryId} paid, neither refunded nor credited`,
    );
  }
  const p = check.compensation;
  lines.push(
    `Compensation ${p.ok ? 'OK' : 'MISMATCH'}: ${p.orders} orders gave back ${rupees(p.refunded)} refunded + ${rupees(p.credited)} in meal credits; each within what it was paid, ${p.overCompensated} over`,
  );
  for (const e of p.examples) {
    lines.push(
      `    order ${e.subscriptionId}: refunds ${rupees(e.refunded)} + credits ${rupees(e.credited)} > paid ${rupees(e.paid)}`,
    );
  }
  return lines.join('\n');
}
