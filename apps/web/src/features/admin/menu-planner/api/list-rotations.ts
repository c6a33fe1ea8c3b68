import { adminSession } from '../../../../lib/admin-session';
import { apiRequest } from '../../../../lib/api-client';
import type { MenuKey, PlannerDish, RotationAnswer } from './types';

/** GET /api/admin/menu/rotations: one menu's rotations by start, with the dishes they name. */
export function listRotations(params: MenuKey, signal?: AbortSignal) {
  return apiRequest<{ rotations: RotationAnswer[]; dishes: PlannerDish[] }>(
    '/api/admin/menu/rotations',
    { session: adminSession, query: params, signal },
  );
}
