import { lazy, Suspense, useEffect, useState } from 'react';
import { readSavedLocation } from '../../../lib/location-storage';
import { dismissedThisSession } from '../lib/popup-dismissed';

// Most page views come from people who already set a location, so the popup's code (search,
// detection, modal) is fetched only when it is going to be shown.
const LocationPopup = lazy(() =>
  import('./location-popup').then((module) => ({ default: module.LocationPopup })),
);

export function FirstVisitLocationPopup() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (!readSavedLocation().confirmed && !dismissedThisSession()) setNeeded(true);
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LocationPopup />
    </Suspense>
  );
}
