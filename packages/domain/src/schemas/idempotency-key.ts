import { z } from 'zod';
import { API_MSG } from '../api-messages.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../ids.ts';

/**
 * The Idempotency-Key header of POST /api/subscribe: a retry with the same key gets the first
 * answer. Absent or empty means the request is not retried safely (null).
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .transform((key) => (key === undefined || key === '' ? null : key))
    .refine((key) => key === null || IDEMPOTENCY_KEY_PATTERN.test(key), {
      error: API_MSG.invalidIdempotencyKey,
    }),
});
