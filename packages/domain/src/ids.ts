// Every id the server hands out is a UUID (users, orders, transactions); this is the one rule for
// recognising one, used before an id reaches a uuid column (which would fail on anything else) and
// by the browser before it trusts an id kept between pages. No zod here, so any page can use it.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** The Idempotency-Key of an order attempt: the browser makes one, the server refuses others. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
