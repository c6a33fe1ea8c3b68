import { z } from 'zod';
import { API_MSG } from '../api-messages.ts';
import { MSG } from '../messages.ts';

export const SEARCH_QUERY_MAX = 200;

/** GET /api/geo/search?q=: an area name or pincode, trimmed. */
export const geoSearchQuery = z.object({
  q: z.preprocess(
    (q) => (typeof q === 'string' ? q : ''),
    z
      .string()
      .trim()
      .min(1, { error: MSG.enterAreaOrPincode, abort: true })
      .max(SEARCH_QUERY_MAX, { error: API_MSG.searchTooLong }),
  ),
});

function coordinate(value: unknown, min: number, max: number): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

/** GET /api/geo/reverse?lat=&lon=: `lng` is taken for `lon`, as some clients spell it. */
export const geoReverseQuery = z
  .object({
    lat: z.unknown().optional(),
    lon: z.unknown().optional(),
    lng: z.unknown().optional(),
  })
  .transform((query, ctx) => {
    const lat = coordinate(query.lat, -90, 90);
    const lon = coordinate(query.lon ?? query.lng, -180, 180);
    if (lat === undefined || lon === undefined) {
      ctx.addIssue({ code: 'custom', message: API_MSG.invalidCoordinates });
      return z.NEVER;
    }
    return { lat, lon };
  });
