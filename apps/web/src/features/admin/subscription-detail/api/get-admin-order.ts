import { adminSession } from '../../../../lib/admin-session';
import { apiRequest } from '../../../../lib/api-client';
import type { AdminOrder } from './types';

/** GET /api/admin/subscriptions/:id: the order, its deliveries, its customer and its trail. */
export async function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  const body = await apiRequest<AdminOrder>(`/api/admin/subscriptions/${encodeURIComponent(id)}`, {
    session: adminSession,
    signal,
  });
  if (!body.subscription || !Array.isArray(body.deliveries) || !Array.isArray(body.events)) {
    throw new Error('no order in the answer');
  }
  return body;
}
