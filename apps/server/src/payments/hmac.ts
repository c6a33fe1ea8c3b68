import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares in constant time so the signature cannot be guessed byte by byte. */
export function safeEqualHex(expected: string, given: string): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The Checkout-style proof of payment: HMAC-SHA256 of `order_id|payment_id`. */
export function verifyOrderSignature(
  secret: string,
  { orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: string },
): boolean {
  return safeEqualHex(hmacSha256Hex(secret, `${orderId}|${paymentId}`), signature);
}
