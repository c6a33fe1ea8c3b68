import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { AdminPlan } from './list-plans';

/** PUT /api/admin/plans/{planId}/egg-friendly: whether the plan's Veg menu may serve egg dishes. */
export function setEggFriendly(planId: string, eggFriendly: boolean) {
  return apiRequest<{ plan: AdminPlan }>(
    `/api/admin/plans/${encodeURIComponent(planId)}/egg-friendly`,
    { session: adminSession, method: 'PUT', body: { eggFriendly } },
  );
}
