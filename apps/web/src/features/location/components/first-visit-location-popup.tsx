import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { translatorWhenReady } from '../../../i18n/messages';
import { readToken } from '../../../lib/auth-storage';
import { readSavedLocation } from '../../../lib/location-storage';
import { currentToasts, serverToasts, subscribeToasts } from '../../../lib/toast';
import { popupDismissed } from '../lib/popup-dismissed';

// Most page views come from people who already set a location, so the popup's code (search,
// detection, modal) is fetched only when it is going to be shown, and on an Odia page its words
// with it (decision 314).
const LocationPopup = lazy(() =>
  Promise.all([
    import('./location-popup'),
    document.documentElement.lang === 'or'
      ? translatorWhenReady('or', 'location').catch(() => undefined)
      : undefined,
  ]).then(([module]) => ({ default: module.LocationPopup })),
);

function signedIn(): boolean {
  try {
    return readToken() !== null;
  } catch {
    return false;
  }
}

/**
 * Asks for a location only when none is known on this device or in the account (issue 11 point
 * 15): a signed-in customer with a saved address is never asked, in any tab. It also waits until
 * no notice is on screen, so it never covers one (the 'Invalid payment session' toast was hidden),
 * and opens only where `allowed` (not on the sign-in pages, not on the way to an order).
 */
export function FirstVisitLocationPopup({ allowed }: { allowed: boolean }) {
  const [needed, setNeeded] = useState(false);
  const opened = useRef(false);
  const toastShowing = useSyncExternalStore(
    subscribeToasts,
    () => currentToasts().length > 0,
    () => serverToasts().length > 0,
  );

  useEffect(() => {
    if (readSavedLocation().confirmed || popupDismissed()) return;
    if (!signedIn()) {
      setNeeded(true);
      return;
    }
    const controller = new AbortController();
    // Signed in only: the request code is not loaded for visitors, most of the page views.
    import('../api/has-saved-address')
      .then(({ savedAddressKnown }) => savedAddressKnown(controller.signal))
      .then((known) => {
        if (known !== 'aborted') setNeeded(!known);
      })
      .catch(() => setNeeded(true));
    return () => controller.abort();
  }, []);

  // Not over what the customer came to do (issue 25 point 11): the shell says where it may open.
  if (!needed || !allowed || (toastShowing && !opened.current)) return null;
  opened.current = true;
  return (
    <Suspense fallback={null}>
      <LocationPopup />
    </Suspense>
  );
}
