import type { PlanId } from '@fitthali/domain/plans';
import type { WeekMenu } from '@fitthali/domain/week-menu';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/menu/week: the plan's published menu for the current week, as the pages embed it. */
export async function getWeekMenu(planId: PlanId, signal?: AbortSignal): Promise<WeekMenu> {
  const body = await apiRequest<{ week: WeekMenu }>('/api/menu/week', {
    query: { plan: planId },
    session: null,
    signal,
  });
  return body.week;
}
