import { adminRequest } from './admin-request';
import type { RevenueReport } from './types';

/** GET /api/admin/revenue: this week's revenue per day (Mon–Sun) and this month's total. */
export function getRevenue(signal?: AbortSignal) {
  return adminRequest<RevenueReport>('/api/admin/revenue', { signal });
}
