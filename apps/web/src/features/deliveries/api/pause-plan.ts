import { apiRequest } from '../../../lib/api-client';
import type { SubscriptionSchedule } from './types';

/** POST /api/user/subscriptions/:id/pause: from a day until a day, or until resumed (null). */
export function pausePlanRequest(id: string, from: string, until: string | null) {
  return apiRequest<SubscriptionSchedule>(
    `/api/user/subscriptions/${encodeURIComponent(id)}/pause`,
    {
      method: 'POST',
      body: until === null ? { from } : { from, until },
    },
  );
}

/** POST /api/user/subscriptions/:id/resume. */
export function resumePlanRequest(id: string) {
  return apiRequest<SubscriptionSchedule>(
    `/api/user/subscriptions/${encodeURIComponent(id)}/resume`,
    { method: 'POST' },
  );
}
