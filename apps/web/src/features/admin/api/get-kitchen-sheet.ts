import type { KitchenSlot } from '@fitthali/domain/plans';
import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { KitchenSheet } from './types';

/**
 * GET /api/admin/kitchen: what to cook for one date and slot, and a page of where to take it
 * (`after` is the previous page's `nextCursor`). Without a date or slot the server opens on the
 * slot now being delivered, by its clock.
 */
export function getKitchenSheet(
  params: { date?: string; slot?: KitchenSlot; after?: string; limit?: number },
  signal?: AbortSignal,
) {
  return apiRequest<KitchenSheet>('/api/admin/kitchen', {
    session: adminSession,
    query: params,
    signal,
  });
}
