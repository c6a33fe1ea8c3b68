import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { DashboardFigures } from './types';

/** GET /api/admin/dashboard: the four figures of the dashboard cards. */
export function getDashboard(signal?: AbortSignal) {
  return apiRequest<DashboardFigures>('/api/admin/dashboard', { session: adminSession, signal });
}
