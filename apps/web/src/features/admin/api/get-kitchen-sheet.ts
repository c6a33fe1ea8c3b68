import type { KitchenSlot } from '@fitthali/domain/plans';
import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { KitchenSheet } from './types';

/** GET /api/admin/kitchen: what to cook and deliver for one date and slot. */
export function getKitchenSheet(params: { date: string; slot: KitchenSlot }, signal?: AbortSignal) {
  return apiRequest<KitchenSheet>('/api/admin/kitchen', {
    session: adminSession,
    query: params,
    signal,
  });
}
