import { reverseGeocode } from '../api/reverse-geocode';
import { searchLocation } from '../api/search-location';
import { getBrowserPosition } from './browser-position';

export { detectErrorMessage, searchErrorMessage } from './lookup-messages';

/**
 * The requests behind a location lookup, with their error wording. The finder imports this on
 * the first Find or Use Current Location, so the first-visit popup opens without it
 * (decision 82).
 */
export { searchLocation };

export async function detectLocation() {
  const { lat, lng } = await getBrowserPosition();
  return reverseGeocode(lat, lng);
}
