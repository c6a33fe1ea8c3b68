import { adminSession } from '../../../../lib/admin-session';
import { apiRequest } from '../../../../lib/api-client';
import type { MenuKey, MenuWeek } from './types';

/** GET /api/admin/menu: each date of one menu from `from` to `to`, with where it comes from. */
export function getMenuWeek(params: MenuKey & { from: string; to: string }, signal?: AbortSignal) {
  return apiRequest<MenuWeek>('/api/admin/menu', { session: adminSession, query: params, signal });
}
