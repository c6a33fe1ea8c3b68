import { and, eq, ne, or } from 'drizzle-orm';
import { subscriptions } from '../schema/orders.ts';

/** Revenue counts what was really sold: not cancelled, and for online orders only once paid. */
export const REVENUE_CONDITION = and(
  ne(subscriptions.status, 'cancelled'),
  or(eq(subscriptions.paymentMode, 'COD'), eq(subscriptions.paymentStatus, 'paid')),
);
