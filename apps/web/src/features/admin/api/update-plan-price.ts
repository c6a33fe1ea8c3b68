import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { AdminPlan } from './list-plans';

export type PriceChange = {
  planId: string;
  durationDays: 3 | 7 | 21 | 28;
  mealOption: 'Veg' | 'Non-Veg';
  price: number;
};

/** PUT /api/admin/plans/{planId}/prices: new orders use the price at once; old ones keep theirs. */
export function updatePlanPrice({ planId, ...body }: PriceChange) {
  return apiRequest<{ plan: AdminPlan }>(`/api/admin/plans/${encodeURIComponent(planId)}/prices`, {
    session: adminSession,
    method: 'PUT',
    body,
  });
}
