import type { GeocodedLocation } from '@fitthali/domain/geocoded-location';
import type { LocationToSave } from '../../../lib/location-storage';

export function toSavedLocation(location: GeocodedLocation): LocationToSave {
  return {
    city: location.city,
    fullAddress: location.fullAddress,
    lat: location.lat,
    lng: location.lng,
    district: location.district,
    pin: location.pin,
  };
}

/** The 6 s toast after a location is confirmed (SPEC §2.2). */
export const LOCATION_SAVED_TOAST_MS = 6000;
