import { adminRequest } from './admin-request';
import type { CataloguePlan } from './types';

/** GET /api/admin/plans: every plan with its per-meal price by duration and meal option. */
export function listPlans(signal?: AbortSignal) {
  return adminRequest<{ plans: CataloguePlan[] }>('/api/admin/plans', { signal });
}
