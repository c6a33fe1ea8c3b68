import type { Address } from '@fitthali/domain/address';
import { adminSession } from '../../../../lib/admin-session';
import { apiRequest } from '../../../../lib/api-client';
import type { Delivery, SubscriptionSchedule } from '../../../deliveries/api/types';
import type { MissedCredit } from '../../api/types';

// The admin's changes on a customer's behalf (decision 68). `reason` overrides the customer's
// cut-off; without one the server refuses a change past it with a sentence asking for one.

export type DeliveryAction = 'skip' | 'unskip' | 'delivered' | 'missed';

const path = (kind: string, id: string, action: string) =>
  `/api/admin/${kind}/${encodeURIComponent(id)}/${action}`;

function withReason(reason: string | undefined) {
  return reason?.trim() ? { reason: reason.trim() } : {};
}

/** POST /api/admin/deliveries/:id/skip|unskip|delivered|missed. */
export function changeDeliveryAsAdmin(id: string, action: DeliveryAction, reason?: string) {
  return apiRequest<{
    delivery: Partial<Delivery> & { _id: string };
    endDate?: string;
    /** A missed mark's credit: less than the meal, or none, says why (decision 154). */
    credit?: MissedCredit | null;
  }>(
    path('deliveries', id, action),
    // `delivered` takes no body.
    action === 'delivered'
      ? { session: adminSession, method: 'POST' }
      : { session: adminSession, method: 'POST', body: withReason(reason) },
  );
}

/** POST /api/admin/subscriptions/:id/pause, from a day until a day or until resumed (null). */
export function pauseAsAdmin(id: string, from: string, until: string | null, reason?: string) {
  return apiRequest<SubscriptionSchedule>(path('subscriptions', id, 'pause'), {
    session: adminSession,
    method: 'POST',
    body: { from, ...(until === null ? {} : { until }), ...withReason(reason) },
  });
}

/** POST /api/admin/subscriptions/:id/resume. */
export function resumeAsAdmin(id: string) {
  return apiRequest<SubscriptionSchedule>(path('subscriptions', id, 'resume'), {
    session: adminSession,
    method: 'POST',
    body: {},
  });
}

/** PUT /api/admin/subscriptions/:id/address: every remaining delivery, or one date's. */
export function changeAddressAsAdmin(
  id: string,
  address: Address,
  date: string | null,
  reason?: string,
) {
  return apiRequest<SubscriptionSchedule>(
    `/api/admin/subscriptions/${encodeURIComponent(id)}/address`,
    {
      session: adminSession,
      method: 'PUT',
      body: { address, ...(date === null ? {} : { date }), ...withReason(reason) },
    },
  );
}
