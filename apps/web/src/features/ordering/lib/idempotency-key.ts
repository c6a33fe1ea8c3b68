/**
 * A fresh Idempotency-Key for one order attempt (docs/decisions.md 22): 8–100 characters of
 * letters, digits, '-' and '_'. A UUID fits; older browsers get 32 random hex digits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
