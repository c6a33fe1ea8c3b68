import { z } from 'zod';

/**
 * A JSON body whose fields are each checked with their own message. A body that is not an object
 * (absent, text, an array) is read as one with no fields, so the customer is told which field is
 * missing rather than that the body has the wrong shape.
 */
export function bodyFields<S extends z.ZodRawShape>(shape: S) {
  return z.preprocess(
    (body) => (body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {}),
    z.object(shape),
  );
}
