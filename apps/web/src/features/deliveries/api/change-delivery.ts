import { apiRequest } from '../../../lib/api-client';
import type { Delivery } from './types';

/** POST /api/user/deliveries/:id/skip or /unskip: answers the delivery and the plan's end date. */
export function changeDelivery(id: string, action: 'skip' | 'unskip') {
  return apiRequest<{ delivery: Delivery; endDate: string }>(
    `/api/user/deliveries/${encodeURIComponent(id)}/${action}`,
    { method: 'POST' },
  );
}
