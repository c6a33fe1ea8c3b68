/** Closing the popup holds for the rest of this browsing session, not for ever. */
export const POPUP_DISMISSED_KEY = 'location-popup-dismissed';

export function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(POPUP_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberDismissed() {
  try {
    sessionStorage.setItem(POPUP_DISMISSED_KEY, 'true');
  } catch {
    // Without session storage the popup may simply ask again on the next visit.
  }
}
