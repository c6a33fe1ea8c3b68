import type { SubscriptionState } from '@fitthali/domain/subscription-status';
import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { AdminSubscription, Page } from './types';

export type SubscriptionFilter = { status?: SubscriptionState; limit: number; offset: number };

/** GET /api/admin/subscriptions, newest first, one page at a time. */
export function listSubscriptions(filter: SubscriptionFilter, signal?: AbortSignal) {
  return apiRequest<{ subscriptions: AdminSubscription[] } & Page>('/api/admin/subscriptions', {
    session: adminSession,
    query: filter,
    signal,
  });
}
