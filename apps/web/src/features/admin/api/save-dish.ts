import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { AdminDish, DishFields } from './dish-types';

/** POST /api/admin/dishes (409 when a dish on offer has the name). */
export function createDish(dish: DishFields) {
  return apiRequest<{ dish: AdminDish }>('/api/admin/dishes', {
    session: adminSession,
    method: 'POST',
    body: dish,
  });
}

/** PUT /api/admin/dishes/{id}: only the fields sent change. */
export function updateDish(id: string, change: Partial<DishFields>) {
  return apiRequest<{ dish: AdminDish }>(`/api/admin/dishes/${encodeURIComponent(id)}`, {
    session: adminSession,
    method: 'PUT',
    body: change,
  });
}
