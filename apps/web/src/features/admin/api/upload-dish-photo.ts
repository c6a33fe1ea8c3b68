import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { AdminDish } from './dish-types';

/** POST /api/admin/dishes/{id}/photo: the file itself is the body (decision 162). */
export function uploadDishPhoto(id: string, photo: Blob) {
  return apiRequest<{ dish: AdminDish }>(`/api/admin/dishes/${encodeURIComponent(id)}/photo`, {
    session: adminSession,
    method: 'POST',
    body: photo,
  });
}
