import { adminSession } from '../../../../lib/admin-session';
import { apiRequest } from '../../../../lib/api-client';
import type { PlannerDish } from './types';

/** GET /api/admin/menu/dishes: the catalogue's dishes a menu may take now, by name. */
export function listMenuDishes(signal?: AbortSignal) {
  return apiRequest<{ dishes: PlannerDish[] }>('/api/admin/menu/dishes', {
    session: adminSession,
    signal,
  });
}
