import { mealsSoldFor } from '@fitthali/domain/meal-values';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { subscriptions } from '../schema/orders.ts';

/** An order's customer and the figures each of its meals is valued from. */
export interface OrderMealSales {
  /** Null once the customer deleted the account. */
  userId: string | null;
  /** What the order's meals were sold for in all (`mealsSoldFor`). */
  soldFor: number;
  meals: number;
}

/**
 * What an order's meals were sold for, and to whom: every meal credit's value is split from these
 * (decision 87). With `lock`, the order's row is locked for the rest of the caller's transaction.
 */
export async function orderMealSales(
  tx: Db,
  subscriptionId: string,
  options: { lock?: boolean } = {},
): Promise<OrderMealSales | undefined> {
  const query = tx
    .select({
      userId: subscriptions.userId,
      subtotal: subscriptions.subtotal,
      discount: subscriptions.discount,
      gstAmount: subscriptions.gstAmount,
      totalMeals: subscriptions.totalMeals,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  const [order] = await (options.lock ? query.for('update') : query);
  if (!order) return undefined;
  return { userId: order.userId, soldFor: mealsSoldFor(order), meals: order.totalMeals };
}
