import type { Translate } from '@fitthali/domain/i18n/translator';
import { LOCATION_MSG } from '@fitthali/domain/location-messages';
import { markLocationUnknown, saveLocation } from '../../../lib/location-storage';
import { toast } from '../../../lib/toast';
import { reverseGeocode } from '../api/reverse-geocode';
import { getBrowserPosition, PositionError } from './browser-position';
import { toSavedLocation } from './to-saved-location';

function forgetLocation() {
  try {
    markLocationUnknown();
  } catch {
    // Storage blocked: there is no saved location to correct.
  }
}

/**
 * The navigation bar's detection (SPEC §2.3, §4): the browser's position with high accuracy, then
 * our reverse lookup. In Odisha the location is saved and 'Location updated' shows; otherwise the
 * city becomes 'Unknown', the full address is cleared and a toast says why, in the page's language.
 */
export async function detectLocation(t: Translate): Promise<void> {
  try {
    const { lat, lng } = await getBrowserPosition();
    const answer = await reverseGeocode(lat, lng);
    if (!answer.deliverable) {
      forgetLocation();
      toast.error(t(LOCATION_MSG.onlyOdisha));
      return;
    }
    saveLocation(toSavedLocation(answer.location));
    toast.success(t(LOCATION_MSG.locationUpdated));
  } catch (err) {
    forgetLocation();
    if (err instanceof PositionError && err.reason === 'denied') {
      toast.error(t(LOCATION_MSG.permissionDenied));
    } else if (err instanceof PositionError && err.reason === 'unsupported') {
      toast.error(t(LOCATION_MSG.geolocationUnsupported));
    } else {
      toast.error(t(LOCATION_MSG.failedToDetectLocation));
    }
  }
}
