import { couldBeCouponCode, findCoupon } from '@fitthali/domain/coupons';
import { ORDER_MSG } from '@fitthali/domain/order-messages';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** A coupon the confirm page has applied: its code as the shop writes it and the rupees off. */
export type AppliedCoupon = { code: string; amount: number };

export type CouponCheck = { ok: true; coupon: AppliedCoupon } | { ok: false; message: string };

export const ENTER_COUPON_MESSAGE = 'Please enter a coupon code.';

/**
 * The confirm page's preview of a coupon (SPEC §5: trimmed, case-insensitive, unknown gives
 * 'Invalid coupon code'). It knows the coupons the shop opened with; the server checks the code
 * again against its coupon table (active, unexpired, uses left) and its answer is final.
 */
export function checkCoupon(input: string): CouponCheck {
  const code = input.trim();
  if (code === '') return { ok: false, message: ENTER_COUPON_MESSAGE };
  if (!couldBeCouponCode(code)) return { ok: false, message: ORDER_MSG.invalidCoupon };
  const coupon = findCoupon(code);
  if (!coupon) return { ok: false, message: ORDER_MSG.invalidCoupon };
  return { ok: true, coupon: { code: coupon.code, amount: coupon.amount } };
}

/**
 * Asks the server about a code, so coupons an admin created preview too. The order route checks
 * it again when the order is placed; if the server cannot be reached the known codes still work.
 */
export async function lookupCoupon(input: string): Promise<CouponCheck> {
  const code = input.trim();
  if (code === '') return { ok: false, message: ENTER_COUPON_MESSAGE };
  if (!couldBeCouponCode(code)) return { ok: false, message: ORDER_MSG.invalidCoupon };
  try {
    const body = await apiRequest<{ coupon?: AppliedCoupon }>(
      `/api/coupons/${encodeURIComponent(code)}`,
      { session: null },
    );
    return body.coupon
      ? { ok: true, coupon: body.coupon }
      : { ok: false, message: ORDER_MSG.invalidCoupon };
  } catch (err) {
    // The server's refusal is final; only an unreachable server falls back to the known codes.
    if (err instanceof ApiError && err.kind === 'http') {
      return { ok: false, message: err.serverMessage ?? ORDER_MSG.invalidCoupon };
    }
    return checkCoupon(code);
  }
}

/** A coupon kept in the order draft between pages; the server re-checks it on ordering. */
export function parseAppliedCoupon(raw: unknown): AppliedCoupon | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { code, amount } = raw as { code?: unknown; amount?: unknown };
  if (typeof code !== 'string' || !couldBeCouponCode(code)) return null;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return null;
  return { code: code.trim(), amount };
}
