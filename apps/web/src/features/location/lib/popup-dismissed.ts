import { LOCATION_POPUP_DISMISSED_KEY } from '../../../lib/storage-keys';

/**
 * Closing the first-visit popup, or saving a location in it, holds in this browser for every later
 * page and visit (decision 155): at most one location prompt on the way to an order. Kept in
 * localStorage; a tab's session storage let a new tab or visit ask again.
 */
export function popupDismissed(): boolean {
  try {
    return localStorage.getItem(LOCATION_POPUP_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberDismissed() {
  try {
    localStorage.setItem(LOCATION_POPUP_DISMISSED_KEY, 'true');
  } catch {
    // Without storage the popup may simply ask again on the next page load.
  }
}
