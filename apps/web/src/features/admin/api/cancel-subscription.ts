import type { PaymentStatus } from '@fitthali/domain/payment-status';
import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/admin/cancel-subscription/{id} with an empty body. */
export function cancelSubscription(id: string) {
  return apiRequest<{
    subscription: { _id: string; status: string; paymentStatus?: PaymentStatus };
  }>(`/api/admin/cancel-subscription/${encodeURIComponent(id)}`, {
    session: adminSession,
    method: 'PUT',
  });
}
