import type { Address } from '@fitthali/domain/address';
import { apiRequest } from '../../../lib/api-client';
import type { SubscriptionSchedule } from './types';

/** PUT /api/user/subscriptions/:id/address: every remaining delivery, or one date's. */
export function changeAddressRequest(id: string, address: Address, date: string | null) {
  return apiRequest<SubscriptionSchedule>(
    `/api/user/subscriptions/${encodeURIComponent(id)}/address`,
    { method: 'PUT', body: date === null ? { address } : { address, date } },
  );
}
