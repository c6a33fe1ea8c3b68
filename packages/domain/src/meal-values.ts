// What each meal of an order was sold for (issue 14): the meals were sold for `subtotal − discount`
// rupees in all, the part paid with meal credits included. Whole rupees only, so the total is split
// into integers that add up exactly: the remainder goes one rupee at a time to the first meals in
// delivery order. Every credit, refund and cancellation values a meal by its position here, so what
// was delivered and what was given back always add up to what was paid.

/** The `meals` values of an order sold for `total` rupees, in delivery order; they sum to `total`. */
export function mealValues(total: number, meals: number): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`Not whole rupees: ${total}`);
  if (!Number.isInteger(meals) || meals < 0) throw new RangeError(`Not a meal count: ${meals}`);
  return Array.from({ length: meals }, (_, index) => mealValueAt(total, meals, index));
}

/** The value of the meal at `index` (0 = the first in delivery order) of `meals` sold for `total`. */
export function mealValueAt(total: number, meals: number, index: number): number {
  if (meals <= 0 || index < 0 || index >= meals) return 0;
  const each = Math.floor(total / meals);
  return index < total % meals ? each + 1 : each;
}

/**
 * What an order's meals were sold for: the subtotal less the coupon, credits spent included, plus
 * the GST added on top when the order's prices excluded it (decision 124), so a meal given back
 * returns its share of the tax paid too.
 */
export function mealsSoldFor(order: {
  subtotal: number;
  discount: number;
  gstAmount: number;
}): number {
  return Math.max(0, order.subtotal - order.discount) + order.gstAmount;
}

/** The price an order's credits are spent against and its GST is worked out from: before GST. */
export function priceBeforeGst(order: { subtotal: number; discount: number }): number {
  return Math.max(0, order.subtotal - order.discount);
}

/** The values of the last `count` meals of an order (what a cancellation after start credits). */
export function lastMealValues(total: number, meals: number, count: number): number[] {
  const n = Math.max(0, Math.min(count, meals));
  return mealValues(total, meals).slice(meals - n);
}
