import {
  CITY_KEY,
  FULL_ADDRESS_KEY,
  LAT_KEY,
  LNG_KEY,
  LOCATION_CONFIRMED_KEY,
  USER_LOCATION_DIST_KEY,
  USER_LOCATION_FULL_KEY,
  USER_LOCATION_KEY,
  USER_LOCATION_LAT_KEY,
  USER_LOCATION_LNG_KEY,
  USER_LOCATION_PIN_KEY,
} from './storage-keys';

export const UNKNOWN_CITY = 'Unknown';

/** Fired on window whenever the saved location changes; the chip and address list re-read then. */
export const LOCATION_UPDATED_EVENT = 'location-updated';

/** What a detected or chosen location says about the place. */
export type LocationToSave = {
  city: string;
  fullAddress: string;
  lat: number | null;
  lng: number | null;
  district: string;
  pin: string;
};

/** The delivery location saved in this browser (SPEC §3 'Saved location'). */
export type SavedLocation = LocationToSave & { confirmed: boolean };

export const EMPTY_LOCATION: SavedLocation = {
  city: '',
  fullAddress: '',
  lat: null,
  lng: null,
  district: '',
  pin: '',
  confirmed: false,
};

function text(storage: Storage, ...keys: string[]): string {
  for (const key of keys) {
    const value = storage.getItem(key);
    if (value !== null && value.trim() !== '') return value;
  }
  return '';
}

function number(storage: Storage, ...keys: string[]): number | null {
  const value = text(storage, ...keys);
  if (value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Screens disagree on key names (SPEC §3), so both families are read, the user-location one first. */
export function readSavedLocation(storage: Storage = localStorage): SavedLocation {
  try {
    return {
      city: text(storage, USER_LOCATION_KEY, CITY_KEY),
      fullAddress: text(storage, USER_LOCATION_FULL_KEY, FULL_ADDRESS_KEY),
      lat: number(storage, USER_LOCATION_LAT_KEY, LAT_KEY),
      lng: number(storage, USER_LOCATION_LNG_KEY, LNG_KEY),
      district: text(storage, USER_LOCATION_DIST_KEY),
      pin: text(storage, USER_LOCATION_PIN_KEY),
      confirmed: storage.getItem(LOCATION_CONFIRMED_KEY) === 'true',
    };
  } catch {
    return EMPTY_LOCATION;
  }
}

export function notifyLocationUpdated(): void {
  window.dispatchEvent(new Event(LOCATION_UPDATED_EVENT));
}

function setOrRemove(storage: Storage, key: string, value: string | number | null) {
  if (value === null || value === '') storage.removeItem(key);
  else storage.setItem(key, String(value));
}

/** Saves both key families and the confirmed flag 'true' together, then tells the page. */
export function saveLocation(location: LocationToSave, storage: Storage = localStorage): void {
  storage.setItem(LOCATION_CONFIRMED_KEY, 'true');
  for (const key of [CITY_KEY, USER_LOCATION_KEY]) setOrRemove(storage, key, location.city);
  for (const key of [FULL_ADDRESS_KEY, USER_LOCATION_FULL_KEY]) {
    setOrRemove(storage, key, location.fullAddress);
  }
  for (const key of [LAT_KEY, USER_LOCATION_LAT_KEY]) setOrRemove(storage, key, location.lat);
  for (const key of [LNG_KEY, USER_LOCATION_LNG_KEY]) setOrRemove(storage, key, location.lng);
  setOrRemove(storage, USER_LOCATION_DIST_KEY, location.district);
  setOrRemove(storage, USER_LOCATION_PIN_KEY, location.pin);
  notifyLocationUpdated();
}

/**
 * A detection that failed or landed outside Odisha (SPEC §4): the city reads 'Unknown' and the
 * full address is cleared. The rest of the old location goes too, so nothing undeliverable or
 * stale is offered as a delivery address, and the location counts as not set.
 */
export function markLocationUnknown(storage: Storage = localStorage): void {
  for (const key of [CITY_KEY, USER_LOCATION_KEY]) storage.setItem(key, UNKNOWN_CITY);
  for (const key of [
    LOCATION_CONFIRMED_KEY,
    FULL_ADDRESS_KEY,
    USER_LOCATION_FULL_KEY,
    LAT_KEY,
    USER_LOCATION_LAT_KEY,
    LNG_KEY,
    USER_LOCATION_LNG_KEY,
    USER_LOCATION_DIST_KEY,
    USER_LOCATION_PIN_KEY,
  ]) {
    storage.removeItem(key);
  }
  notifyLocationUpdated();
}
