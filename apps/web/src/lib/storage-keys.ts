// Every key the app keeps in localStorage (SPEC §3). Screens disagree on the location key names,
// so both families exist and are always kept or cleared together.

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const JUST_LOGGED_IN_KEY = 'justLoggedIn';
export const ADMIN_TOKEN_KEY = 'adminToken';

export const LOCATION_CONFIRMED_KEY = 'location-confirmed';
export const CITY_KEY = 'city';
export const FULL_ADDRESS_KEY = 'fullAddress';
export const LAT_KEY = 'lat';
export const LNG_KEY = 'lng';

export const USER_LOCATION_KEY = 'user-location';
export const USER_LOCATION_FULL_KEY = 'user-location-full';
export const USER_LOCATION_LAT_KEY = 'user-location-lat';
export const USER_LOCATION_LNG_KEY = 'user-location-lng';
export const USER_LOCATION_DIST_KEY = 'user-location-dist';
export const USER_LOCATION_PIN_KEY = 'user-location-pin';

/** The saved location survives a sign-out; everything else in storage does not. */
export const LOCATION_KEYS: readonly string[] = [
  LOCATION_CONFIRMED_KEY,
  CITY_KEY,
  FULL_ADDRESS_KEY,
  LAT_KEY,
  LNG_KEY,
  USER_LOCATION_KEY,
  USER_LOCATION_FULL_KEY,
  USER_LOCATION_LAT_KEY,
  USER_LOCATION_LNG_KEY,
  USER_LOCATION_DIST_KEY,
  USER_LOCATION_PIN_KEY,
];

/**
 * The first-visit location popup was closed or answered in this browser (decision 155): it is not
 * asked again on any later page or visit. Not a location key: a sign-out or a cleared location
 * does not bring the popup back.
 */
export const LOCATION_POPUP_DISMISSED_KEY = 'location-popup-dismissed';

/** The operator's choice of a full or an icon-only admin sidebar, kept per device. */
export const ADMIN_SIDEBAR_KEY = 'admin-sidebar';

/**
 * The language the visitor last chose with the language switch ('en' or 'or', issue 27). Kept
 * through a sign-out, like the location: it is the browser's choice, not the account's.
 */
export const LANGUAGE_KEY = 'language';
