import { z } from 'zod';
import { isUuid } from '../ids.ts';
import { NOT_FOUND } from './refusal-status.ts';

export { isUuid };

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
