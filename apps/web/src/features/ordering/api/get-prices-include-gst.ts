import { apiRequest } from '../../../lib/api-client';

/**
 * Whether the operator's prices include GST, from GET /api/settings/business (decision 124). When
 * they exclude it the confirm page adds 5 % on top, as the server does; it is read afresh each
 * time, and the server refuses an order whose total was worked out with a setting since changed.
 */
export async function getPricesIncludeGst({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<boolean> {
  const body = await apiRequest<{ pricesIncludeGst?: unknown }>('/api/settings/business', {
    session: null,
    cache: 'no-cache',
    signal,
  });
  return body.pricesIncludeGst !== false;
}
