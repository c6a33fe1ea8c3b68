import { and, eq } from 'drizzle-orm';
import { transactions } from '../schema/orders.ts';

/**
 * The order's online payment once it is paid: the money a refund goes back to, and what a
 * cancelled order has received online.
 */
export const paidOnline = (subscriptionId: string) =>
  and(
    eq(transactions.subscriptionId, subscriptionId),
    eq(transactions.mode, 'Online'),
    eq(transactions.status, 'paid'),
  );
