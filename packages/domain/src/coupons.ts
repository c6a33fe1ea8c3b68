// Coupons are matched on the client in the original product (SPEC §7); keeping the rule here lets
// the server apply the very same match and refuse a discount the code does not grant.

export interface Coupon {
  code: string;
  /** Whole rupees off the order. */
  amount: number;
}

export const SEED_COUPONS: Coupon[] = [
  { code: 'MEAL100', amount: 100 },
  { code: 'FLAT50', amount: 50 },
];

/** Trimmed and lower-cased before matching (SPEC §5), so ' Meal100 ' finds MEAL100. */
export function normalizeCouponCode(code: string): string {
  return typeof code === 'string' ? code.trim().toLowerCase() : '';
}

export function findCoupon(
  code: string | null | undefined,
  coupons: readonly Coupon[] = SEED_COUPONS,
): Coupon | undefined {
  const wanted = normalizeCouponCode(code ?? '');
  if (wanted === '') return undefined;
  return coupons.find((coupon) => normalizeCouponCode(coupon.code) === wanted);
}
