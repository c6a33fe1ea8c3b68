import { useEffect, useState } from 'react';
import {
  EMPTY_LOCATION,
  LOCATION_UPDATED_EVENT,
  readSavedLocation,
  type SavedLocation,
} from './location-storage';

/**
 * The saved delivery location, re-read whenever the location-updated event fires (SPEC §4) or
 * another tab changes storage. Pages are prerendered without storage, so the first render is
 * always empty and the stored value arrives in an effect.
 */
export function useSavedLocation(): SavedLocation {
  const [location, setLocation] = useState<SavedLocation>(EMPTY_LOCATION);
  useEffect(() => {
    const refresh = () => setLocation(readSavedLocation());
    refresh();
    window.addEventListener(LOCATION_UPDATED_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(LOCATION_UPDATED_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);
  return location;
}
