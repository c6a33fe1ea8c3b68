import type { IsoDate } from '@fitthali/domain/dates';
import type { Db } from '../db/client.ts';
import { type AdminUserRef, adminSubscription } from '../orders/admin-subscription-view.ts';
import type { Subscription } from '../orders/create-subscription.ts';
import { orderState, pausesAhead } from '../orders/order-states.ts';
import { mealCounts } from '../orders/plan-meals.ts';
import { paymentStandings } from '../refunds/payment-standings.ts';

/**
 * Orders as the admin's order lists answer them (SPEC §3 "Subscription as read by admin"), each
 * with its state today as All Subscriptions gives it (decision 76), its end from its deliveries
 * (decision 152) and its payment as it stands after refunds (decision 153).
 */
export async function adminOrderList(
  db: Db,
  rows: readonly { sub: Subscription; user: AdminUserRef | null }[],
  today: IsoDate,
) {
  const ids = rows.map((r) => r.sub.id);
  const [paused, meals, standings] = await Promise.all([
    pausesAhead(db, ids, today),
    mealCounts(db, ids),
    paymentStandings(
      db,
      rows.map((r) => r.sub),
    ),
  ]);
  return rows.map((r) => ({
    ...adminSubscription(r.sub, r.user),
    ...orderState(r.sub, paused.get(r.sub.id), today, meals.get(r.sub.id)),
    // "Refunded" or "Partly refunded" once money went back; the stored status stays `paid`.
    paymentStanding: standings.get(r.sub.id) ?? r.sub.paymentStatus,
  }));
}
