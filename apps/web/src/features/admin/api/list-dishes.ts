import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { AdminDish } from './dish-types';

/** GET /api/admin/dishes: every dish, retired ones included, by name. */
export function listDishes(signal?: AbortSignal) {
  return apiRequest<{ dishes: AdminDish[] }>('/api/admin/dishes', {
    session: adminSession,
    signal,
  });
}
