import { apiRequest } from '../../../lib/api-client';
import type { GeoAnswer } from './search-location';

/** Reverse lookup of the browser's position through our server's geocoding proxy. */
export async function reverseGeocode(lat: number, lng: number): Promise<GeoAnswer> {
  const body = await apiRequest<GeoAnswer>('/api/geo/reverse', {
    query: { lat, lon: lng },
    session: null,
  });
  return { deliverable: body.deliverable === true, location: body.location };
}
