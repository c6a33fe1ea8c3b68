import type { CataloguePlan } from '@fitthali/domain/catalogue';
import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';

/** A plan as the admin sees it: its prices and whether its Veg menu may serve egg dishes. */
export type AdminPlan = CataloguePlan & { eggFriendly: boolean };

/** GET /api/admin/plans: every plan with its per-meal price by duration and meal option. */
export function listPlans(signal?: AbortSignal) {
  return apiRequest<{ plans: AdminPlan[] }>('/api/admin/plans', {
    session: adminSession,
    signal,
  });
}
