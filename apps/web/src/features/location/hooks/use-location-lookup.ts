import type { GeocodedLocation } from '@fitthali/domain/geocoded-location';
import { LOCATION_MSG } from '@fitthali/domain/location-messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reverseGeocode } from '../api/reverse-geocode';
import { type GeoAnswer, searchLocation } from '../api/search-location';
import { getBrowserPosition } from '../lib/browser-position';
import { detectErrorMessage, searchErrorMessage } from '../lib/lookup-messages';

export type LookupState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'detecting' }
  | { status: 'found'; location: GeocodedLocation }
  | { status: 'error'; message: string };

export type LocationLookup = {
  state: LookupState;
  busy: boolean;
  /** Looks up typed text (area or PIN code); resolves with the deliverable place, if any. */
  search: (query: string) => Promise<GeocodedLocation | null>;
  /** Looks up the browser's position; resolves with the deliverable place, if any. */
  detect: () => Promise<GeocodedLocation | null>;
  reset: () => void;
};

/**
 * Finding a place by text or by the browser's position, with every message of SPEC §5/§8. Only a
 * place in Odisha counts as found; anything else ends in 'Only Odisha locations allowed'.
 */
export function useLocationLookup(): LocationLookup {
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  // Only the latest lookup may update the screen; an earlier, slower answer is dropped.
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (
      pending: LookupState,
      lookup: () => Promise<GeoAnswer>,
      errorMessage: (err: unknown) => string,
    ): Promise<GeocodedLocation | null> => {
      const id = ++latest.current;
      const current = () => mounted.current && id === latest.current;
      setState(pending);
      try {
        const answer = await lookup();
        if (!current()) return null;
        if (!answer.deliverable) {
          setState({ status: 'error', message: LOCATION_MSG.onlyOdisha });
          return null;
        }
        setState({ status: 'found', location: answer.location });
        return answer.location;
      } catch (err) {
        if (current()) setState({ status: 'error', message: errorMessage(err) });
        return null;
      }
    },
    [],
  );

  const search = useCallback(
    async (query: string) => {
      const q = query.trim();
      if (!q) {
        latest.current++;
        setState({ status: 'error', message: LOCATION_MSG.enterAreaOrPincode });
        return null;
      }
      return run({ status: 'searching' }, () => searchLocation(q), searchErrorMessage);
    },
    [run],
  );

  const detect = useCallback(
    () =>
      run(
        { status: 'detecting' },
        async () => {
          const { lat, lng } = await getBrowserPosition();
          return reverseGeocode(lat, lng);
        },
        detectErrorMessage,
      ),
    [run],
  );

  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);

  const busy = state.status === 'searching' || state.status === 'detecting';
  return { state, busy, search, detect, reset };
}
