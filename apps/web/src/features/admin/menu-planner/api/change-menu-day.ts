import type { MenuChoice } from '@fitthali/domain/menu-rotation';
import { adminSession } from '../../../../lib/admin-session';
import { apiRequest } from '../../../../lib/api-client';
import type { MenuKey } from './types';

/** What a date's change did: whether it reached meals being prepared, and how many changed dish. */
export type MenuDayOutcome = { late: boolean; moved: number };

/** PUT /api/admin/menu: one date by hand; past its cut-off `reason` is required. */
export function setMenuDay(body: MenuKey & MenuChoice & { date: string; reason?: string }) {
  return apiRequest<MenuDayOutcome>('/api/admin/menu', {
    session: adminSession,
    method: 'PUT',
    body,
  });
}

/** DELETE /api/admin/menu: the date serves its rotation again. */
export function clearMenuDay(body: MenuKey & { date: string; reason?: string }) {
  return apiRequest<MenuDayOutcome>('/api/admin/menu', {
    session: adminSession,
    method: 'DELETE',
    body,
  });
}
