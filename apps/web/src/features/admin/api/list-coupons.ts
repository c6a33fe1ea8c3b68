import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { Coupon } from './types';

/** GET /api/admin/coupons. */
export function listCoupons(signal?: AbortSignal) {
  return apiRequest<{ coupons: Coupon[] }>('/api/admin/coupons', { session: adminSession, signal });
}
