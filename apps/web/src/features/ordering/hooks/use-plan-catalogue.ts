import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '../../../lib/api-client';
import { getPlans } from '../api/get-plans';
import { type Catalogue, FALLBACK_CATALOGUE } from '../lib/catalogue';

export type CatalogueStatus = 'loading' | 'live' | 'unavailable';

/**
 * The plan catalogue for pricing on screen: the spec's table first (so prerendered HTML has
 * prices), then GET /api/plans. `reload` asks the server again after it said a price changed.
 */
export function usePlanCatalogue() {
  const [catalogue, setCatalogue] = useState<Catalogue>(FALLBACK_CATALOGUE);
  const [status, setStatus] = useState<CatalogueStatus>('loading');

  useEffect(() => {
    const controller = new AbortController();
    getPlans({ signal: controller.signal })
      .then((live) => {
        setCatalogue(live);
        setStatus('live');
      })
      .catch((err) => {
        if (isAbortError(err)) return;
        // The spec's prices stay on screen; the server still checks every order.
        setStatus('unavailable');
      });
    return () => controller.abort();
  }, []);

  const reload = useCallback(async () => {
    try {
      const live = await getPlans();
      setCatalogue(live);
      setStatus('live');
      return live;
    } catch {
      return null;
    }
  }, []);

  return { catalogue, status, reload };
}
