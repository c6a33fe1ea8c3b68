import { mealsStillComing } from '@fitthali/domain/still-coming';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderEvents } from '../db/schema/deliveries.ts';
import type { OrderSchedule } from '../deliveries/order-schedule.ts';

const whole = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/**
 * What a cancelled plan's page says about its cancellation (issue 25 point 3): the money refund
 * and the meal credits it gave, as its `cancel` line in the trail recorded them, and the meals
 * past their cut-off still coming (every meal of a cancelled order still scheduled). Null for a
 * plan that is not cancelled.
 */
export async function cancelSummary(db: Db, order: Pick<OrderSchedule, 'sub' | 'items'>) {
  if (order.sub.status !== 'cancelled') return null;
  const [line] = await db
    .select({ detail: orderEvents.detail })
    .from(orderEvents)
    .where(and(eq(orderEvents.subscriptionId, order.sub.id), eq(orderEvents.action, 'cancel')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  const detail = (line?.detail ?? {}) as Record<string, unknown>;
  return {
    refund: whole(detail.refund),
    credits: whole(detail.credits),
    creditsValue: whole(detail.creditsWorth),
    stillComing: mealsStillComing(order.items, []),
  };
}
