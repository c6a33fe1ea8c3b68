import { adminRequest } from './admin-request';
import type { AdminSubscription, Page, SubscriptionStatus } from './types';

export type SubscriptionFilter = { status?: SubscriptionStatus; limit: number; offset: number };

/** GET /api/admin/subscriptions, newest first, one page at a time. */
export function listSubscriptions(filter: SubscriptionFilter, signal?: AbortSignal) {
  return adminRequest<{ subscriptions: AdminSubscription[] } & Page>('/api/admin/subscriptions', {
    query: filter,
    signal,
  });
}
