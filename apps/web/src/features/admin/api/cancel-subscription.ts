import type { PaymentStatus } from '@fitthali/domain/payment-status';
import { adminRequest } from './admin-request';

/** PUT /api/admin/cancel-subscription/{id} with an empty body. */
export function cancelSubscription(id: string) {
  return adminRequest<{
    subscription: { _id: string; status: string; paymentStatus?: PaymentStatus };
  }>(`/api/admin/cancel-subscription/${encodeURIComponent(id)}`, { method: 'PUT' });
}
