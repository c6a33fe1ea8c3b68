import type { KitchenSlot } from '@fitthali/domain/plans';
import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { MissedCredit, RunSheetStatus } from './types';

type MarkAnswer = {
  delivery: { _id: string; status: RunSheetStatus; missedReason?: string | null };
  /** A missed mark's credit (decision 154); null when none was due (already credited). */
  credit?: MissedCredit | null;
};

/** POST /api/admin/deliveries/{id}/delivered: the meal reached its customer. */
export function markDelivered(id: string) {
  return apiRequest<MarkAnswer>(`/api/admin/deliveries/${encodeURIComponent(id)}/delivered`, {
    session: adminSession,
    method: 'POST',
  });
}

/** POST /api/admin/deliveries/{id}/missed with `{ reason }`: it did not, and why. */
export function markMissed(id: string, reason: string) {
  return apiRequest<MarkAnswer>(`/api/admin/deliveries/${encodeURIComponent(id)}/missed`, {
    session: adminSession,
    method: 'POST',
    body: { reason },
  });
}

/** POST /api/admin/kitchen/delivered: every stop of the slot still to deliver, delivered. */
export function markSlotDelivered(date: string, slot: KitchenSlot) {
  return apiRequest<{ marked: number }>('/api/admin/kitchen/delivered', {
    session: adminSession,
    method: 'POST',
    body: { date, slot },
  });
}
