import type { MenuChoice } from '@fitthali/domain/menu-rotation';
import { adminSession } from '../../../../lib/admin-session';
import { apiRequest } from '../../../../lib/api-client';
import type { MenuKey, RotationAnswer } from './types';

/** PUT /api/admin/menu/rotation: a rotation taking over the menu from `startDate`. */
export function saveRotation(
  body: MenuKey & { startDate: string; weeks: number; days: (MenuChoice | null)[][] },
) {
  return apiRequest<{ rotation: RotationAnswer; moved: number }>('/api/admin/menu/rotation', {
    session: adminSession,
    method: 'PUT',
    body,
  });
}
