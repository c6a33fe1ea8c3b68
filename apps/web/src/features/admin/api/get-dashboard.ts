import { adminRequest } from './admin-request';
import type { DashboardFigures } from './types';

/** GET /api/admin/dashboard: the four figures of the dashboard cards. */
export function getDashboard(signal?: AbortSignal) {
  return adminRequest<DashboardFigures>('/api/admin/dashboard', { signal });
}
