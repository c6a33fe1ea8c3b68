import { adminRequest } from './admin-request';
import type { Coupon } from './types';

/** GET /api/admin/coupons. */
export function listCoupons(signal?: AbortSignal) {
  return adminRequest<{ coupons: Coupon[] }>('/api/admin/coupons', { signal });
}
