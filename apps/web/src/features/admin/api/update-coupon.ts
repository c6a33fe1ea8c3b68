import { adminRequest } from './admin-request';
import type { Coupon } from './types';

export type CouponChange = Partial<{
  active: boolean;
  amount: number;
  expiresAt: string | null;
  usageLimit: number | null;
}>;

/** PUT /api/admin/coupons/{code}; deactivating is `{ active: false }`. */
export function updateCoupon(code: string, change: CouponChange) {
  return adminRequest<{ coupon: Coupon }>(`/api/admin/coupons/${encodeURIComponent(code)}`, {
    method: 'PUT',
    body: change,
  });
}
