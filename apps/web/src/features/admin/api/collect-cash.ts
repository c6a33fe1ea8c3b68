import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { Collection } from './money-types';

type CollectAnswer = {
  collection: Collection;
  subscription: { _id: string; paymentStatus: 'paid' };
};

/**
 * POST /api/admin/deliveries/{id}/cash: the rider took the order's cash on this delivery. No amount
 * is sent: the server records the order's total.
 */
export function collectCashOnDelivery(deliveryId: string) {
  return apiRequest<CollectAnswer>(`/api/admin/deliveries/${encodeURIComponent(deliveryId)}/cash`, {
    session: adminSession,
    method: 'POST',
  });
}

/** POST /api/admin/subscriptions/{id}/cash: from the Cash due list, on its latest delivery. */
export function collectCashForOrder(subscriptionId: string) {
  return apiRequest<CollectAnswer>(
    `/api/admin/subscriptions/${encodeURIComponent(subscriptionId)}/cash`,
    { session: adminSession, method: 'POST' },
  );
}

type StopCashAnswer = { collections: Collection[]; created: number };

/**
 * POST /api/admin/deliveries/cash: one stop's "Cash collected" (issue 25 point 8), for the meals
 * whose orders' cash was taken at the door. Each order's amount is the server's.
 */
export function collectStopCash(deliveryIds: string[]) {
  return apiRequest<StopCashAnswer>('/api/admin/deliveries/cash', {
    session: adminSession,
    method: 'POST',
    body: { deliveryIds },
  });
}
