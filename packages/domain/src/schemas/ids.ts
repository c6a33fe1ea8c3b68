import { z } from 'zod';
import { NOT_FOUND } from './refusal-status.ts';

// Every id the server hands out is a UUID (users, orders, transactions); this is the one rule for
// recognising one, used before an id reaches a uuid column, which would fail on anything else.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** An id that must be well formed: anything else is refused with `message` (400). */
export function uuid(message: string) {
  return z.string({ error: message }).refine(isUuid, { error: message });
}

/** An id of something the customer owns: a malformed one is answered like an unknown one (404). */
export function uuidOrNotFound(message: string) {
  return z.custom<string>((value) => typeof value === 'string' && isUuid(value), {
    error: message,
    params: NOT_FOUND,
  });
}
