import type { CataloguePlan } from '@fitthali/domain/catalogue';
import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/plans: every plan with its per-meal price by duration and meal option. */
export function listPlans(signal?: AbortSignal) {
  return apiRequest<{ plans: CataloguePlan[] }>('/api/admin/plans', {
    session: adminSession,
    signal,
  });
}
