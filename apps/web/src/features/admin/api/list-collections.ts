import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { Collection } from './money-types';
import type { Page } from './types';

/** GET /api/admin/collections: COD cash collected, newest first. */
export function listCollections(paging: { limit: number; offset: number }, signal?: AbortSignal) {
  return apiRequest<{ collections: Collection[] } & Page>('/api/admin/collections', {
    session: adminSession,
    query: paging,
    signal,
  });
}
