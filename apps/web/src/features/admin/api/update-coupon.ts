import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { Coupon } from './types';

export type CouponChange = Partial<{
  active: boolean;
  amount: number;
  expiresAt: string | null;
  usageLimit: number | null;
}>;

/** PUT /api/admin/coupons/{code}; deactivating is `{ active: false }`. */
export function updateCoupon(code: string, change: CouponChange) {
  return apiRequest<{ coupon: Coupon }>(`/api/admin/coupons/${encodeURIComponent(code)}`, {
    session: adminSession,
    method: 'PUT',
    body: change,
  });
}
