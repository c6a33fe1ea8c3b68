// Coupons live in the server's coupons table (the spec's two are seeded; admins add more). The
// rules here say what a code looks like and how one is matched, for the confirm page's preview, the
// admin's coupon form and the server, which alone decides what a code is worth.

export interface Coupon {
  code: string;
  /** Whole rupees off the order. */
  amount: number;
}

export const SEED_COUPONS: Coupon[] = [
  { code: 'MEAL100', amount: 100 },
  { code: 'FLAT50', amount: 50 },
];

/**
 * What a customer may type into the coupon box and still be looked up: letters, digits, _ and -,
 * at most 50. Anything else cannot be a code of ours and is refused without asking the server.
 */
export const COUPON_LOOKUP_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;

/**
 * A new code an admin creates: 3 to 20 capital letters or digits, easy to read aloud and type on
 * a phone. Codes are stored upper-case; the seeded ones already fit.
 */
export const NEW_COUPON_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

export function couldBeCouponCode(input: string): boolean {
  return COUPON_LOOKUP_PATTERN.test(input.trim());
}

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
