import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { RevenueReport } from './types';

/** GET /api/admin/revenue: this week's revenue per day (Mon–Sun) and this month's total. */
export function getRevenue(signal?: AbortSignal) {
  return apiRequest<RevenueReport>('/api/admin/revenue', { session: adminSession, signal });
}
