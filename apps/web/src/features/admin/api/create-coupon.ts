import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
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
  return apiRequest<{ coupon: Coupon }>('/api/admin/coupons', {
    session: adminSession,
    method: 'POST',
    body: coupon,
  });
}
