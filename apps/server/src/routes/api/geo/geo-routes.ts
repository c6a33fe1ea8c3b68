import rateLimit from '@fastify/rate-limit';
import { toGeocodedLocation } from '@fitthali/domain/geocoded-location';
import { MSG } from '@fitthali/domain/messages';
import { isDeliverablePlace } from '@fitthali/domain/region';
import type { FastifyInstance } from 'fastify';
import { Geocoder, GeocoderError, type GeocoderOptions } from '../../../geo/geocoder.ts';
import { HttpError } from '../../../http-error.ts';

const QUERY_MAX = 200;

function answer(place: Parameters<typeof toGeocodedLocation>[0]) {
  const location = toGeocodedLocation(place);
  const deliverable = isDeliverablePlace(location);
  return deliverable
    ? { success: true, deliverable, location }
    : { success: true, deliverable, location, message: MSG.onlyOdisha };
}

function parseCoordinate(value: unknown, min: number, max: number): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

/**
 * The browser never talks to the geocoder itself: these routes add the policy the public
 * Nominatim asks for (identification, caching, one request a second) and keep visitors'
 * positions out of third-party logs beyond the coordinates themselves.
 */
export async function geoRoutes(
  app: FastifyInstance,
  opts: { geocoder: Partial<Omit<GeocoderOptions, 'baseUrl' | 'db'>>; lookupsPerMinute: number },
) {
  const geocoder = new Geocoder({ ...opts.geocoder, baseUrl: app.config.nominatimUrl, db: app.db });

  // A visitor sets a location a few times at most; this stops one client from queueing everyone out.
  await app.register(rateLimit, {
    max: opts.lookupsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => ({
      statusCode: 429,
      success: false,
      message: 'Too many location lookups. Please wait a minute and try again.',
    }),
  });

  app.get('/api/geo/search', async (request, reply) => {
    const { q } = request.query as { q?: unknown };
    const query = typeof q === 'string' ? q.trim() : '';
    if (!query) throw new HttpError(400, MSG.enterAreaOrPincode);
    if (query.length > QUERY_MAX)
      throw new HttpError(400, 'Please enter a shorter area or pincode.');
    try {
      const place = await geocoder.search(query, request.ip);
      if (!place) return reply.status(404).send({ success: false, message: MSG.noLocationFound });
      return answer(place);
    } catch (err) {
      if (err instanceof GeocoderError) {
        if (err.reason === 'quota') throw new HttpError(429, MSG.tooManyLocationLookups);
        request.log.warn({ reason: err.reason }, 'geocoder search failed');
        throw new HttpError(err.reason === 'timeout' ? 504 : 502, MSG.errorFetchingAddress);
      }
      throw err;
    }
  });

  app.get('/api/geo/reverse', async (request, reply) => {
    const query = request.query as { lat?: unknown; lon?: unknown; lng?: unknown };
    const lat = parseCoordinate(query.lat, -90, 90);
    const lon = parseCoordinate(query.lon ?? query.lng, -180, 180);
    if (lat === undefined || lon === undefined) {
      throw new HttpError(400, 'Please send a valid latitude and longitude.');
    }
    try {
      const place = await geocoder.reverse(lat, lon, request.ip);
      if (!place) return reply.status(404).send({ success: false, message: MSG.noLocationFound });
      return answer(place);
    } catch (err) {
      if (err instanceof GeocoderError) {
        if (err.reason === 'quota') throw new HttpError(429, MSG.tooManyLocationLookups);
        request.log.warn({ reason: err.reason }, 'geocoder reverse failed');
        throw new HttpError(err.reason === 'timeout' ? 504 : 502, MSG.errorDetectingLocation);
      }
      throw err;
    }
  });
}
