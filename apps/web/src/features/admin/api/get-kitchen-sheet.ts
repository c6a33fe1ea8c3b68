import { adminRequest } from './admin-request';
import type { KitchenSheet, KitchenSlot } from './types';

/** GET /api/admin/kitchen: what to cook and deliver for one date and slot. */
export function getKitchenSheet(params: { date: string; slot: KitchenSlot }, signal?: AbortSignal) {
  return adminRequest<KitchenSheet>('/api/admin/kitchen', { query: params, signal });
}
