import { LOCATION_MSG } from '@fitthali/domain/location-messages';
import { useCallback, useRef, useState } from 'react';
import { translatorWhenReady } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import { toast } from '../../../lib/toast';

/**
 * The navigation bar's detection (lib/detect-location.ts): its code (position, reverse lookup,
 * messages) and its words come on the first Allow, since only a signed-in customer's chip offers
 * it and every page's header holds this hook.
 */
export function useLocationDetection() {
  const locale = useLocale();
  const [detecting, setDetecting] = useState(false);
  const running = useRef(false);

  const detect = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setDetecting(true);
    try {
      const [{ detectLocation }, t] = await Promise.all([
        import('../lib/detect-location'),
        translatorWhenReady(locale, 'location'),
      ]);
      await detectLocation(t);
    } catch {
      // The code or the words could not be fetched (offline): nothing was detected, and the
      // customer is told, in English if the words are what failed.
      const t = await translatorWhenReady(locale, 'location').catch(() => null);
      const message = LOCATION_MSG.failedToDetectLocation;
      toast.error(t ? t(message) : message);
    } finally {
      running.current = false;
      setDetecting(false);
    }
  }, [locale]);

  return { detecting, detect };
}
