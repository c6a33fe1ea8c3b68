import { z } from 'zod';
import { API_MSG } from '../api-messages.ts';

/** Deeper than any screen pages; a bigger offset is a mistake or a probe, not a request. */
export const MAX_OFFSET = 1_000_000;
export const MAX_PAGE_LIMIT = 500;

/** A whole number from the query string; absent or empty means "not given". */
function queryCount(message: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: message })
      .regex(/^\d{1,9}$/, { error: message })
      .transform(Number)
      .optional(),
  );
}

/**
 * `limit`/`offset` from an admin list's query string plus the list's own filters: a limit outside
 * 1–500 is brought inside it (a screen asking for too much still gets a page); a malformed number
 * or an offset past MAX_OFFSET is refused.
 */
export function pagedQuery<S extends z.ZodRawShape>(filters: S, defaultLimit = 100) {
  return z.object({
    limit: queryCount(API_MSG.invalidLimit).transform((limit) =>
      Math.min(Math.max(limit ?? defaultLimit, 1), MAX_PAGE_LIMIT),
    ),
    offset: queryCount(API_MSG.invalidOffset)
      .refine((offset) => offset === undefined || offset <= MAX_OFFSET, {
        error: API_MSG.offsetTooLarge,
      })
      .transform((offset) => offset ?? 0),
    ...filters,
  });
}
