import { ApiError } from '../../../lib/api-client';
import { type Catalogue, catalogueFrom } from '../lib/catalogue';

/**
 * GET /api/plans: the live catalogue with the prices admins set. Always revalidated with the
 * server (a 304 when nothing changed, thanks to its ETag): prices are money, so a copy the browser
 * kept, or one it serves stale while refreshing in the background, is not good enough.
 */
export async function getPlans({ signal }: { signal?: AbortSignal } = {}): Promise<Catalogue> {
  let response: Response;
  try {
    response = await fetch('/api/plans', {
      headers: { Accept: 'application/json' },
      cache: 'no-cache',
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('network', 0);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError('parse', response.status);
  }
  const ok = typeof body === 'object' && body !== null && (body as { success?: unknown }).success;
  if (!response.ok || ok !== true) throw new ApiError('http', response.status);
  return catalogueFrom((body as { plans?: unknown }).plans);
}
