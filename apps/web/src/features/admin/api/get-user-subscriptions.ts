import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { AdminSubscription } from './types';

/** GET /api/admin/user-subscriptions/{userId}: one customer's subscriptions. */
export function getUserSubscriptions(userId: string, signal?: AbortSignal) {
  return apiRequest<{ subscriptions: AdminSubscription[] }>(
    `/api/admin/user-subscriptions/${encodeURIComponent(userId)}`,
    { session: adminSession, signal },
  );
}
