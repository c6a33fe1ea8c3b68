import { adminRequest } from './admin-request';
import type { Coupon } from './types';

export type NewCoupon = {
  code: string;
  amount: number;
  active: boolean;
  /** 'YYYY-MM-DD' (valid to the end of that day, India time) or null for no expiry. */
  expiresAt: string | null;
  usageLimit: number | null;
};

/** POST /api/admin/coupons (409 when the code exists). */
export function createCoupon(coupon: NewCoupon) {
  return adminRequest<{ coupon: Coupon }>('/api/admin/coupons', { method: 'POST', body: coupon });
}
