import { useEffect, useState } from 'react';
import { getPlans } from '../api/get-plans';
import { type Catalogue, FALLBACK_CATALOGUE } from '../lib/catalogue';

/**
 * The plan catalogue for the prerendered plan pages and /meal-plan: the spec's table first, so the
 * prerendered HTML has prices and a client navigation shows the page at once, then GET /api/plans.
 * Not a route clientLoader, unlike /subscribe-confirm: without a server loader a clientLoader
 * runs on hydration and the prerendered page would be replaced by its fallback.
 */
export function usePlanCatalogue() {
  const [catalogue, setCatalogue] = useState<Catalogue>(FALLBACK_CATALOGUE);

  useEffect(() => {
    const controller = new AbortController();
    // On failure the spec's prices stay on screen; the server still checks every order.
    getPlans({ signal: controller.signal }).then(setCatalogue, () => {});
    return () => controller.abort();
  }, []);

  return { catalogue };
}
