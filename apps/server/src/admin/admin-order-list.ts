import type { IsoDate } from '@fitthali/domain/dates';
import type { Db } from '../db/client.ts';
import { type AdminUserRef, adminSubscription } from '../orders/admin-subscription-view.ts';
import type { Subscription } from '../orders/create-subscription.ts';
import { orderState, pausesAhead } from '../orders/order-states.ts';

/**
 * Orders as the admin's order lists answer them (SPEC §3 "Subscription as read by admin"), each
 * with its state today as All Subscriptions gives it (decision 76).
 */
export async function adminOrderList(
  db: Db,
  rows: readonly { sub: Subscription; user: AdminUserRef | null }[],
  today: IsoDate,
) {
  const paused = await pausesAhead(
    db,
    rows.map((r) => r.sub.id),
    today,
  );
  return rows.map((r) => ({
    ...adminSubscription(r.sub, r.user),
    ...orderState(r.sub, paused.get(r.sub.id), today),
  }));
}
