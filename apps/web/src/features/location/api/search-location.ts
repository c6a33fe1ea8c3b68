import type { GeocodedLocation } from '@fitthali/domain/geocoded-location';
import { apiRequest } from '../../../lib/api-client';

export type GeoAnswer = {
  deliverable: boolean;
  location: GeocodedLocation;
};

/** Forward search through our server's geocoding proxy (the browser never calls the geocoder). */
export async function searchLocation(query: string, signal?: AbortSignal): Promise<GeoAnswer> {
  const body = await apiRequest<GeoAnswer>('/api/geo/search', {
    query: { q: query },
    session: null,
    signal,
  });
  return { deliverable: body.deliverable === true, location: body.location };
}
