import { apiRequest } from '../../../lib/api-client';
import { type Catalogue, catalogueFrom } from '../lib/catalogue';

/**
 * GET /api/plans: the live catalogue with the prices admins set. Always revalidated with the
 * server (a 304 when nothing changed, thanks to its ETag): prices are money, so a copy the browser
 * kept, or one it serves stale while refreshing in the background, is not good enough.
 */
export async function getPlans({ signal }: { signal?: AbortSignal } = {}): Promise<Catalogue> {
  const body = await apiRequest<{ plans?: unknown }>('/api/plans', {
    session: null,
    cache: 'no-cache',
    signal,
  });
  return catalogueFrom(body.plans);
}
