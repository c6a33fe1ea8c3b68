import { apiRequest } from '../../../lib/api-client';
import type { ProfileSubscription } from './types';

/** POST /api/user/subscriptions/:id/cancel: ends an online order the customer left unpaid. */
export async function cancelUnpaidOrder(id: string): Promise<ProfileSubscription> {
  const body = await apiRequest<{ subscription?: ProfileSubscription }>(
    `/api/user/subscriptions/${encodeURIComponent(id)}/cancel`,
    { method: 'POST' },
  );
  if (!body.subscription) throw new Error('no subscription in the answer');
  return body.subscription;
}
