/**
 * The short order number the kitchen reads aloud and the back office shows: '#' and the first 8
 * hexadecimal characters of the order's id, upper-cased ('#3F2A9C1B'). Upper case because a
 * spoken 'B' or '8' is clearer than 'b'; 8 characters because 16⁸ (4.3 billion) makes two orders
 * sharing a number in one day's list practically impossible. The full id stays in the data.
 */
export const ORDER_NUMBER_LENGTH = 8;

/** The short number without its '#', for places that add their own ('#' in a heading). */
export function shortOrderId(id: string): string {
  return id.replace(/-/g, '').slice(0, ORDER_NUMBER_LENGTH).toUpperCase();
}

/** '#3F2A9C1B': what a person sees and says. */
export function orderNumber(id: string): string {
  return `#${shortOrderId(id)}`;
}
