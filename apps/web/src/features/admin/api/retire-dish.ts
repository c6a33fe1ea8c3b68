import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { AdminDish } from './dish-types';

/**
 * POST /api/admin/dishes/{id}/retire, or /bring-back: 409 with the menus that still serve it, or
 * with the dish that took its name.
 */
export function setDishRetired(id: string, retired: boolean) {
  const action = retired ? 'retire' : 'bring-back';
  return apiRequest<{ dish: AdminDish }>(`/api/admin/dishes/${encodeURIComponent(id)}/${action}`, {
    session: adminSession,
    method: 'POST',
  });
}
