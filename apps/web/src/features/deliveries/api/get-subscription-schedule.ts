import { apiRequest } from '../../../lib/api-client';
import type { SubscriptionSchedule } from './types';

/** GET /api/user/subscriptions/:id: one of the customer's orders with its deliveries. */
export async function getSubscriptionSchedule(
  id: string,
  signal?: AbortSignal,
): Promise<SubscriptionSchedule> {
  const body = await apiRequest<SubscriptionSchedule>(
    `/api/user/subscriptions/${encodeURIComponent(id)}`,
    { signal },
  );
  if (!body.subscription || !Array.isArray(body.deliveries)) {
    throw new Error('no schedule in the answer');
  }
  return body;
}
