import type { GeocodedLocation } from '@fitthali/domain/geocoded-location';
import { LOCATION_MSG } from '@fitthali/domain/location-messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeoAnswer } from '../api/search-location';

const loadRequests = () => import('../lib/lookup-requests');

type LookupRequests = Awaited<ReturnType<typeof loadRequests>>;

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
      lookup: (requests: LookupRequests) => Promise<GeoAnswer>,
      errorMessage: (requests: LookupRequests, err: unknown) => string,
    ): Promise<GeocodedLocation | null> => {
      const id = ++latest.current;
      const current = () => mounted.current && id === latest.current;
      setState(pending);
      let requests: LookupRequests | null = null;
      try {
        requests = await loadRequests();
        const answer = await lookup(requests);
        if (!current()) return null;
        if (!answer.deliverable) {
          setState({ status: 'error', message: LOCATION_MSG.onlyOdisha });
          return null;
        }
        setState({ status: 'found', location: answer.location });
        return answer.location;
      } catch (err) {
        // Without the requests module (offline at the first lookup) nothing was asked: say so.
        const message = requests ? errorMessage(requests, err) : LOCATION_MSG.errorFetchingAddress;
        if (current()) setState({ status: 'error', message });
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
      return run(
        { status: 'searching' },
        (requests) => requests.searchLocation(q),
        (requests, err) => requests.searchErrorMessage(err),
      );
    },
    [run],
  );

  const detect = useCallback(
    () =>
      run(
        { status: 'detecting' },
        (requests) => requests.detectLocation(),
        (requests, err) => requests.detectErrorMessage(err),
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
