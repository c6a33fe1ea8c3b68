import { LOCATION_MSG } from '@fitthali/domain/location-messages';
import { useCallback, useRef, useState } from 'react';
import { useT } from '../../../i18n/messages';
import { toast } from '../../../lib/toast';

/**
 * The navigation bar's detection (lib/detect-location.ts): its code (position, reverse lookup,
 * messages) comes on the first Allow, since only a signed-in customer's chip offers it.
 */
export function useLocationDetection() {
  const t = useT('location');
  const [detecting, setDetecting] = useState(false);
  const running = useRef(false);

  const detect = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setDetecting(true);
    try {
      const { detectLocation } = await import('../lib/detect-location');
      await detectLocation(t);
    } catch {
      // The code could not be fetched (offline): nothing was detected, and the customer is told.
      toast.error(t(LOCATION_MSG.failedToDetectLocation));
    } finally {
      running.current = false;
      setDetecting(false);
    }
  }, [t]);

  return { detecting, detect };
}
