import { LOCATION_MSG } from '@fitthali/domain/location-messages';
import { ApiError } from '../../../lib/api-client';
import { PositionError } from './browser-position';

/** SPEC §5/§8 wording for a failed search ('Error fetching address' unless the server said more). */
export function searchErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.kind === 'http' && err.serverMessage) return err.serverMessage;
  return LOCATION_MSG.errorFetchingAddress;
}

/** SPEC §8 wording for a failed detection from the browser's position. */
export function detectErrorMessage(err: unknown): string {
  if (err instanceof PositionError) {
    if (err.reason === 'unsupported') return LOCATION_MSG.geolocationUnsupported;
    if (err.reason === 'denied') return LOCATION_MSG.permissionDenied;
    return LOCATION_MSG.errorDetectingLocation;
  }
  if (err instanceof ApiError && err.kind === 'http' && err.serverMessage) return err.serverMessage;
  return LOCATION_MSG.errorDetectingLocation;
}
