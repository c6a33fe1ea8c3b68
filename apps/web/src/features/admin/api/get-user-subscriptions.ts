import { adminRequest } from './admin-request';
import type { AdminSubscription } from './types';

/** GET /api/admin/user-subscriptions/{userId}: one customer's subscriptions. */
export function getUserSubscriptions(userId: string, signal?: AbortSignal) {
  return adminRequest<{ subscriptions: AdminSubscription[] }>(
    `/api/admin/user-subscriptions/${encodeURIComponent(userId)}`,
    { signal },
  );
}
