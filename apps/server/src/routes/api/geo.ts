import rateLimit from '@fastify/rate-limit';
import { API_MSG } from '@fitthali/domain/api-messages';
import { toGeocodedLocation } from '@fitthali/domain/geocoded-location';
import { MSG } from '@fitthali/domain/messages';
import { isDeliverablePlace } from '@fitthali/domain/region';
import { geoReverseQuery, geoSearchQuery } from '@fitthali/domain/schemas/geo-lookup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Geocoder, GeocoderError, type GeocoderOptions } from '../../geo/geocoder.ts';
import { HttpError } from '../../http-error.ts';

function answer(place: Parameters<typeof toGeocodedLocation>[0]) {
  const location = toGeocodedLocation(place);
  const deliverable = isDeliverablePlace(location);
  return deliverable
    ? { success: true, deliverable, location }
    : { success: true, deliverable, location, message: MSG.onlyOdisha };
}

/**
 * The browser never talks to the geocoder itself: these routes add the policy the public
 * Nominatim asks for (identification, caching, one request a second) and keep visitors'
 * positions out of third-party logs beyond the coordinates themselves.
 */
export const geoRoutes: FastifyPluginAsyncZod<{
  geocoder: Partial<Omit<GeocoderOptions, 'baseUrl' | 'db'>>;
  lookupsPerMinute: number;
}> = async (app, opts) => {
  const geocoder = new Geocoder({ ...opts.geocoder, baseUrl: app.config.nominatimUrl, db: app.db });

  // A visitor sets a location a few times at most; this stops one client from queueing everyone out.
  await app.register(rateLimit, {
    max: opts.lookupsPerMinute,
    timeWindow: 60_000,
    // Thrown as our own error so the error plugin answers with this sentence, not a generic one.
    errorResponseBuilder: () => new HttpError(429, API_MSG.tooManyLocationRequests),
  });

  app.get(
    '/api/geo/search',
    { schema: { querystring: geoSearchQuery } },
    async (request, reply) => {
      try {
        const place = await geocoder.search(request.query.q, request.ip);
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
    },
  );

  app.get(
    '/api/geo/reverse',
    { schema: { querystring: geoReverseQuery } },
    async (request, reply) => {
      const { lat, lon } = request.query;
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
    },
  );
};
